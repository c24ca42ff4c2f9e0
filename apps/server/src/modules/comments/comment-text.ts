const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Line breaks a user may type or paste: CRLF, CR, LF, line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/**
 * A comment's plain text as shown (`text_web`): every HTML-significant character escaped and
 * each line break turned into `<br>`, so the only markup it can hold is `<br>`.
 */
export function commentTextToWeb(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char).replace(LINE_BREAK, '<br>');
}

/** Nothing to show: empty or only white space (line breaks included). */
export function isBlankText(text: string): boolean {
  return text.trim() === '';
}
