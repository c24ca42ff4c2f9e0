/** Characters of a comment a notice shows before the ellipsis (spec 01 §5). */
export const NOTICE_PREVIEW_LENGTH = 25;

/**
 * A comment's preview in a notice: at most 25 characters (whole code points, so an emoji is
 * never cut in half), then an ellipsis when anything was cut. Line breaks read as spaces.
 */
export function noticePreview(text: string, length = NOTICE_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
