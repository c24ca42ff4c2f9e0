import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/auth.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function openFilters(page: Page, entry: RegExp) {
  await page.getByRole('banner').getByRole('button', { name: 'Фильтры' }).click();
  await page.getByRole('dialog', { name: 'Фильтры' }).getByRole('button', { name: entry }).click();
}

test.describe('reader filters', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the feed shows only the tags left on, remembered; the knowledge base hides categories', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await expect(cards(page).first()).toBeVisible();

    await openFilters(page, /Лента/);
    const feed = page.getByRole('dialog', { name: 'Лента' });
    await expect(feed.getByRole('switch').first()).toBeVisible();
    for (const name of await feed.locator('label').allTextContents()) {
      if (name !== 'Вебинар') await feed.getByRole('switch', { name, exact: true }).click();
    }
    await expect(feed.getByRole('switch', { checked: true })).toHaveCount(1);
    await expect(feed.getByRole('switch', { name: 'Вебинар' })).toBeChecked();
    await page.keyboard.press('Escape');

    const tagChips = page.getByRole('group', { name: 'Фильтр по тегам' }).getByRole('button');
    await expect(tagChips).toHaveText(['Вебинар']);
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards(page).nth(index).getByRole('list', { name: 'Теги' })).toContainText(
        'Вебинар',
      );
    }
    await page.reload();
    await expect(tagChips).toHaveText(['Вебинар']);

    await openFilters(page, /Лента/);
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await page.keyboard.press('Escape');
    await expect(tagChips).not.toHaveCount(1);

    await openFilters(page, /База знаний/);
    await page
      .getByRole('dialog', { name: 'База знаний' })
      .getByRole('switch', { name: 'Тренировки' })
      .click();
    await page.keyboard.press('Escape');
    await page.goto('/#/wiki/category');
    await expect(page.getByRole('article', { name: 'Питание' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Тренировки' })).toHaveCount(0);
  });
});
