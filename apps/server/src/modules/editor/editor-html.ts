import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** The editor's own marks (spec 02 §9 toolbar); `b`, `i` and `strike` are its older spellings. */
const ALLOWED_TAGS: Record<string, string> = {
  h2: 'h2',
  h3: 'h3',
  p: 'p',
  br: 'br',
  strong: 'strong',
  b: 'b',
  em: 'em',
  i: 'i',
  u: 'u',
  s: 's',
  strike: 's',
  ol: 'ol',
  ul: 'ul',
  li: 'li',
  a: 'a',
};

/** Elements dropped together with their content (never shown as text). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
  'head',
]);

/** Blocks whose end separates words in the plain text. */
const BLOCKS = new Set(['h2', 'h3', 'p', 'br', 'li', 'ol', 'ul', 'div']);

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;
// Browsers ignore ASCII controls and whitespace inside a URL scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const URL_NOISE = /[\u0000-\u0020\u007f]/g;

export interface SanitisedHtml {
  /** Allow-listed HTML. */
  html: string;
  /** The visible text, blocks separated by line breaks (for the search vector). */
  plain: string;
}

/**
 * Keeps only h2, h3, p, br, strong/b, em/i, u, s/strike, ol, ul, li and links: every attribute
 * is dropped but a link's http(s)/mailto `href` (links open in a new tab, rel forced). Other
 * elements are unwrapped (their text kept); script, style and the like go with their content.
 * Parsed by parse5 exactly as a browser would, so no markup trick survives re-serialisation.
 */
export function sanitizeEditorHtml(input: string): SanitisedHtml {
  const fragment = parseFragment(input);
  const html: string[] = [];
  const plain: string[] = [];
  const walk = (nodes: readonly Node[]): void => {
    for (const node of nodes) {
      if (node.nodeName === '#text' && 'value' in node) {
        html.push(escapeText(node.value));
        plain.push(node.value);
        continue;
      }
      if (!('tagName' in node)) continue; // comments, doctypes
      emitElement(node);
    }
  };
  const emitElement = (element: Element): void => {
    const name = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) return;
    const tag = ALLOWED_TAGS[name];
    const href = tag === 'a' ? safeHref(element) : null;
    if (!tag || (tag === 'a' && href === null)) {
      walk(element.childNodes);
      if (BLOCKS.has(name)) plain.push('\n');
      return;
    }
    if (tag === 'br') {
      html.push('<br>');
      plain.push('\n');
      return;
    }
    html.push(
      tag === 'a'
        ? `<a href="${escapeAttribute(href ?? '')}" target="_blank" rel="noopener noreferrer nofollow">`
        : `<${tag}>`,
    );
    walk(element.childNodes);
    html.push(`</${tag}>`);
    if (BLOCKS.has(tag)) plain.push('\n');
  };
  walk(fragment.childNodes);
  return {
    html: html.join(''),
    plain: plain
      .join('')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim(),
  };
}

function safeHref(element: Element): string | null {
  const raw = element.attrs.find((attr) => attr.name === 'href')?.value;
  if (raw === undefined) return null;
  const href = raw.trim();
  return SAFE_HREF.test(href.replace(URL_NOISE, '')) && SAFE_HREF.test(href) ? href : null;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
