import { expect, type Page } from '@playwright/test';

/**
 * Opens a new post in the editor and waits for its form. The first render loads the editor's
 * chunk and its options call: on a loaded two-core machine that alone took over the 10 s an
 * assertion gets (the text actions after it wait up to the test's minute anyway).
 */
export async function openNewPostEditor(page: Page): Promise<void> {
  await page.goto('/#/editor/create');
  await expect(page.getByRole('textbox', { name: /^(Название поста|Post title)/ })).toBeVisible({
    timeout: 30_000,
  });
}
