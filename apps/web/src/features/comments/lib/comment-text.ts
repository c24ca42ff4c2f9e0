/**
 * The plain text of a comment's `text_web`: line breaks (`<br>`) become newlines, entities are
 * decoded and any other markup is dropped. The result is rendered as text (never as HTML), so a
 * comment can show nothing but its words and line breaks, whoever wrote `text_web`.
 */
export function commentPlainText(textWeb: string): string {
  if (!textWeb) return '';
  const marked = textWeb.replace(/<br\s*\/?>/gi, '\n');
  const document = new DOMParser().parseFromString(marked, 'text/html');
  return document.body.textContent ?? '';
}
