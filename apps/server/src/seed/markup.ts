/** Rendered content of a text block: safe HTML for `text`, plain text for `body_text`. */
export interface RenderedText {
  html: string;
  plain: string;
}

/**
 * Renders the seed's tiny markup: one block per line — `## ` h2, `### ` h3, `- ` bullet,
 * `1. ` numbered item, anything else a paragraph; inline `**bold**`, `*italic*`, `[text](url)`.
 * Everything else is escaped, so the output only holds the tags the editor allows.
 */
export function renderMarkup(source: string): RenderedText {
  const html: string[] = [];
  const plain: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined;
  const flushList = (): void => {
    if (list) html.push(`<${list.tag}>${list.items.join('')}</${list.tag}>`);
    list = undefined;
  };

  for (const rawLine of source.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const match = /^(##|###|-|\d+\.)\s+(.*)$/.exec(line);
    const marker = match?.[1];
    const content = match?.[2] ?? line;
    plain.push(stripInline(content));
    if (marker === '-' || (marker && /^\d+\.$/.test(marker))) {
      const tag = marker === '-' ? 'ul' : 'ol';
      if (list?.tag !== tag) flushList();
      list ??= { tag, items: [] };
      list.items.push(`<li>${renderInline(content)}</li>`);
      continue;
    }
    flushList();
    const tag = marker === '##' ? 'h2' : marker === '###' ? 'h3' : 'p';
    html.push(`<${tag}>${renderInline(content)}</${tag}>`);
  }
  flushList();
  return { html: html.join(''), plain: plain.join('\n') };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(
      /\[(.+?)\]\((https:\/\/[^\s)]+)\)/g,
      '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>',
    );
}

function stripInline(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/\[(.+?)\]\((https:\/\/[^\s)]+)\)/g, '$1');
}

/** A comment's plain text as the HTML shown (`text_web`): escaped, newlines as <br>. */
export function plainTextToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}
