import type { Locator, Page } from '@playwright/test';

/** The editor's block list items in screen order (staff, ru). */
export function blocks(page: Page): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Удалить блок' }) });
}

/** Each block's type, in screen order. */
export async function blockTypes(page: Page): Promise<string[]> {
  return blocks(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-block-type') ?? ''),
  );
}

/**
 * Drags a block by its handle with real mouse moves (dnd-kit starts after 3 px), and returns once
 * the page takes clicks again: dnd-kit swallows every click for 50 ms after a drop
 * (AbstractPointerSensor.detach), so a click right after would be lost. A page timer of the same
 * delay, set after the drop's, fires after dnd-kit's.
 */
export async function dragBlock(page: Page, from: Locator, to: Locator): Promise<void> {
  const handle = from.getByRole('button', { name: 'Перетащить блок' });
  const source = await handle.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('block not visible');
  const x = source.x + source.width / 2;
  await page.mouse.move(x, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, source.y + source.height / 2 + 5, { steps: 3 });
  // Well above the target's middle, so the dragged block's centre passes the target's.
  await page.mouse.move(x, target.y - 20, { steps: 20 });
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
