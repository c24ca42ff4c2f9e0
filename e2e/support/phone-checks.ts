import { expect, type Locator, type Page } from '@playwright/test';

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/** A control a finger can use: inside the screen's width and at least 44 px tall. */
export async function expectTappable(control: Locator, width: number): Promise<void> {
  const box = await control.boundingBox();
  if (!box) throw new Error(`${control.toString()} is not shown`);
  expect(box.x, control.toString()).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, control.toString()).toBeLessThanOrEqual(width);
  expect(box.height, control.toString()).toBeGreaterThanOrEqual(44);
}
