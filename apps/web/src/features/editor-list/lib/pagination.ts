/** Numbered pages the editor list shows at once (spec 02 §9: visible_page_count). */
export const VISIBLE_PAGE_COUNT = 7;

/** Numbered pages a phone shows: with previous and next, five 44 px buttons fit a 320 px screen. */
export const PHONE_PAGE_COUNT = 3;

/**
 * The page numbers around `current` (1-based), at most `visible` of them, kept inside
 * 1…`total` and centred on the current page where there is room.
 */
export function visiblePages(current: number, total: number, visible = VISIBLE_PAGE_COUNT) {
  if (total < 1) return [];
  const count = Math.min(visible, total);
  const page = Math.min(Math.max(current, 1), total);
  const first = Math.min(Math.max(page - Math.floor(count / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
