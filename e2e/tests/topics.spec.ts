import { expect, test, type Page } from '@playwright/test';
import type { DemoRole } from '@app/contract';
import { signInAs } from '../support/auth.ts';

/** Signs in as `role`, waits for the home feed, then opens `hash`. */
async function openAs(page: Page, role: DemoRole, hash: string): Promise<void> {
  await signInAs(page, role);
  await expect(page).toHaveURL(/#\/listnews\//);
  await page.goto(`/#${hash}`);
}

test.describe('community topics', () => {
  test('the list orders by new comments and opens a topic', async ({ page }) => {
    await openAs(page, 'client', '/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Сообщество' })).toBeVisible();
    const topics = page.getByRole('main').getByRole('article');
    await expect(topics.first()).toBeVisible();
    await expect(topics.first()).toContainText(/\d+ комментари/);
    await expect(topics.first()).toContainText(/Последний: .+, \d{1,2} [а-я]+ \d{4}/);
    // A client narrows the list to their current flow's own topics (they read no other flow's).
    const flow = page.getByRole('combobox', { name: 'Поток' });
    await expect(flow.getByRole('option')).toHaveText(['Все потоки', 'Поток 12 · Трансформация']);
    await flow.selectOption({ label: 'Поток 12 · Трансформация' });
    await expect(page).toHaveURL(/#\/community/);
    await expect(topics.first()).toBeVisible();
    await flow.selectOption({ label: 'Все потоки' });

    const ordering = page.getByRole('combobox', { name: 'Порядок' });
    const byCreation = await topics.getByRole('heading', { level: 2 }).allTextContents();
    await ordering.selectOption({ label: 'По новым комментариям' });
    await expect
      .poll(() => topics.getByRole('heading', { level: 2 }).allTextContents())
      .not.toEqual(byCreation);

    const first = topics.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/#\/topic\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('staff filter topics by flow', async ({ page }) => {
    await openAs(page, 'staff', '/community');
    const flow = page.getByRole('combobox', { name: 'Поток' });
    await expect(flow.getByRole('option').first()).toHaveText('Все потоки');
    await expect(flow.getByRole('option')).not.toHaveCount(1);
  });

  test('Back from a topic restores the list and its scroll position', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await openAs(page, 'client', '/community');
    const topics = page.getByRole('main').getByRole('article');
    await expect(topics.first()).toBeVisible();
    // Retried: the signed-in user's row may arrive again (an unread notice from an earlier test)
    // and the list re-render under it.
    await expect.poll(() => topics.count()).toBeGreaterThan(2);
    const last = topics.last();
    // Retried for the same reason: a re-render under the scroll may put the page back at the top.
    await expect
      .poll(async () => {
        await last.evaluate((card) => card.scrollIntoView({ block: 'center' }));
        // Past the infinite scroll's 500 ms throttle: a page it starts is loaded before we go on.
        await page.waitForTimeout(700);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(200);
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    const count = await topics.count();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(200);
    await last.getByRole('link').click();
    await expect(page).toHaveURL(/#\/topic\/\d+$/);
    await page.goBack();
    await expect(topics).toHaveCount(count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('green and UAE flows get the home feed instead of the community', async ({ page }) => {
    for (const role of ['green', 'uae'] as const) {
      await openAs(page, role, '/community');
      await expect(page).toHaveURL(/#\/listnews\//);
    }
  });

  test('the English user reads the community in English', async ({ page }) => {
    await openAs(page, 'english', '/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(
      /\d+ comments?/,
    );
  });
});
