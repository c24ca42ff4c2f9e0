import { expect, test, type Page } from '@playwright/test';
import type { DemoRole } from '@app/contract';
import { signInAs } from '../support/auth.ts';

/** Signs in as `role`, waits for the home feed, then opens `hash`. */
async function openAs(page: Page, role: DemoRole, hash: string): Promise<void> {
  await signInAs(page, role);
  await expect(page).toHaveURL(/#\/listnews\//);
  await page.goto(`/#${hash}`);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('favorites', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a post starred in the feed is found on /favorites, by search too', async ({ page }) => {
    // The moderator has no seeded favorites: the page starts empty.
    await openAs(page, 'moderator', '/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'В избранном пока пусто' })).toBeVisible();

    await page.goto('/#/listnews/physical_transformation');
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: 'В избранное', pressed: false }) })
      .first();
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(title).not.toBe('');
    await card.getByRole('button', { name: 'В избранное' }).click();
    await expect(
      cards(page).filter({ hasText: title }).first().getByRole('button', { name: 'В избранное' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Избранное' })
      .click();
    await expect(page).toHaveURL(/#\/favorites$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(title);

    const search = page.getByRole('searchbox', { name: 'Поиск по публикациям' });
    await search.fill(title.split(/[\s:]+/)[0] ?? title);
    await search.press('Enter');
    await expect(cards(page)).toHaveCount(1);
    await search.fill('zzzzqqq');
    await search.press('Enter');
    await expect(page.getByRole('region', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await expect(cards(page)).toHaveCount(1);

    // Unstarring on the favorites page takes the card away at once, with Undo.
    await cards(page).first().getByRole('button', { name: 'В избранное' }).click();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'В избранном пока пусто' })).toBeVisible();
    await page.getByRole('button', { name: 'Вернуть' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(
      cards(page).first().getByRole('button', { name: 'В избранное', pressed: true }),
    ).toBeVisible();
    await cards(page).first().getByRole('button', { name: 'В избранное' }).click();
    await expect(cards(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'В избранном пока пусто' })).toBeVisible();
  });

  test('the tag filter narrows the favorites', async ({ page }) => {
    // The paid client's seeded favorites; other specs star posts as other users.
    await openAs(page, 'paid', '/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    expect(before).toBeGreaterThan(1);
    const tags = page.getByRole('group', { name: 'Фильтр по тегам' }).getByRole('button');
    let narrowed = false;
    for (const tag of await tags.all()) {
      await tag.click();
      await expect(tag).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      const count = await cards(page).count();
      const name = (await tag.textContent()) ?? '';
      for (let index = 0; index < count; index += 1) {
        await expect(cards(page).nth(index).getByRole('list', { name: 'Теги' })).toContainText(
          name,
        );
      }
      if (count < before) narrowed = true;
      await tag.click();
      await expect(cards(page)).toHaveCount(before);
      if (narrowed) break;
    }
    expect(narrowed).toBe(true);
  });

  test('staff get the home feed instead of favorites', async ({ page }) => {
    await openAs(page, 'staff', '/favorites');
    await expect(page).toHaveURL(/#\/listnews\//);
  });
});
