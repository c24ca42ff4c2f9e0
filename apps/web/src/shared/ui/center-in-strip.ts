/**
 * Scrolls a sideways-scrolling strip so that `item` sits in its middle (as far as the strip
 * goes). By hand, not `scrollIntoView`: that would also move Chromium's sequential focus starting
 * point onto the item, and the next Tab would skip everything before it.
 */
export function centerInStrip(strip: HTMLElement, item: HTMLElement): void {
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  strip.scrollLeft += itemBox.left + itemBox.width / 2 - (stripBox.left + stripBox.width / 2);
}
