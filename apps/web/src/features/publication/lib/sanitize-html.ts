/** Tags kept by `sanitizeHtml`; everything else is unwrapped (text kept) or dropped. */
const ALLOWED_TAGS = new Set([
  'H2',
  'H3',
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'A',
]);

/** Elements whose content is dropped along with them (never shown as text). */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'TITLE',
  'TEXTAREA',
  'SELECT',
]);

const SAFE_HREF = /^(https?:|mailto:)/i;

/**
 * A second, client-side allow-list pass over the server's sanitised HTML of a text item: only
 * h2, h3, p, br, strong, b, em, i, u, s, ul, ol, li and a survive, with no attributes but a
 * http(s)/mailto `href` (links open in a new tab with rel=noopener).
 */
export function sanitizeHtml(html: string): string {
  const source = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const body = target.body;
  copyChildren(source.body, body, target);
  return body.innerHTML;
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  from.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (!(child instanceof Element)) return;
    const tag = child.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    if (!ALLOWED_TAGS.has(tag)) {
      copyChildren(child, to, doc);
      return;
    }
    const copy = doc.createElement(tag.toLowerCase());
    if (tag === 'A') copyLink(child, copy);
    copyChildren(child, copy, doc);
    to.appendChild(copy);
  });
}

function copyLink(from: Element, to: Element): void {
  const href = (from.getAttribute('href') ?? '').trim();
  if (!SAFE_HREF.test(href)) return;
  to.setAttribute('href', href);
  to.setAttribute('rel', 'noopener noreferrer');
  to.setAttribute('target', '_blank');
}
