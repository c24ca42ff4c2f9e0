/**
 * The page number of a notice list's `next` link: what follows its last '=' (spec 01 §7), e.g.
 * '/api/v2/notice/list/?page=3' → 3. Null on the last page or when the link names no page.
 */
export function nextPageNumber(next: string | null | undefined): number | null {
  if (!next) return null;
  const index = next.lastIndexOf('=');
  if (index < 0) return null;
  const value = next.slice(index + 1).split(/[&#]/)[0] ?? '';
  if (!/^[1-9][0-9]*$/.test(value)) return null;
  const page = Number(value);
  return Number.isSafeInteger(page) ? page : null;
}
