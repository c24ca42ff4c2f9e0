import { expect, test, type Page } from '@playwright/test';
import { api } from '@app/contract';
import { mkdirSync } from 'node:fs';
import { signInAs } from '../support/auth.ts';
import { openNewPostEditor } from '../support/editor.ts';

// Publishing from the editor: Publish now goes through the schedule (the e2e server's worker
// polls every second) and the editor waits until the worker has applied it.

const SHOTS = '/tmp/shots/editor-publish';
const FEED = '/#/listnews/physical_transformation';

function randomWord(): string {
  return Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** Shows the page to the staff member in English (no demo staff member reads English). */
async function readInEnglish(page: Page): Promise<void> {
  await page.route(`**${api.userInfo}`, async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, language: 'en' } });
  });
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('staff write a post, publish it now and unpublish it; a client sees it meanwhile', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Опубликовано из редактора ${randomWord()}`;
  await signInAs(page, 'staff');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openNewPostEditor(page);

  const panel = page.getByRole('region', { name: 'Публикация' });
  await expect(panel.getByText('Новый пост, ещё не сохранён')).toBeVisible();
  await page.getByRole('textbox', { name: /Название поста/ }).fill(title);
  await page.getByRole('textbox', { name: 'Текст превью' }).fill('Пост, вышедший из редактора.');
  await page.getByRole('button', { name: 'Параметры отображения' }).click();
  await page.getByRole('combobox', { name: 'Раздел' }).selectOption({ label: 'Лента' });
  await page
    .getByRole('combobox', { name: 'Группа' })
    .selectOption({ label: 'Физическая трансформация' });
  await page.getByRole('button', { name: 'Параметры поста' }).click();
  // The demo client's flow only: other tests' readers get no notice from it.
  await page
    .getByRole('combobox', { name: 'Добавить поток' })
    .selectOption({ label: 'Поток 12 · Трансформация' });
  await expect(panel.getByText(/будут сохранены перед публикацией/)).toBeVisible();
  await shot(page, 'editor-new-1280-ru');

  // Preview: the unsaved form as a reader sees it, over the editor.
  await panel.getByRole('button', { name: 'Предпросмотр', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Предпросмотр' });
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByText('Физическая трансформация')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/preview-1280-ru.png` });
  await preview.getByRole('button', { name: 'Закрыть' }).click();
  await expect(preview).toHaveCount(0);

  // Publish now: saved first, planned through the schedule, applied by the worker. The first
  // answers about the item are held a moment, so the wait can be seen.
  let held = 0;
  await page.route('**/schedule-item/list/**', async (route) => {
    held += 1;
    if (held <= 2) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await panel.getByRole('button', { name: 'Опубликовать сейчас' }).click();
  const confirm = page.getByRole('dialog', { name: 'Опубликовать пост сейчас?' });
  await confirm.getByRole('button', { name: 'Опубликовать сейчас' }).click();
  await expect(page).toHaveURL(/#\/editor\/edit\/\d+\?applying=\d+&event=activation/);
  await expect(panel.getByRole('status')).toContainText('Публикуем');
  await expect(panel.getByRole('button', { name: 'Опубликовать сейчас' })).toBeDisabled();
  await shot(page, 'editor-applying-1280-ru');
  await expect(panel.getByText('Опубликован', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Пост опубликован')).toBeVisible();
  await expect(panel.getByText(/^Вышел \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} \(МСК\)$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Снять с публикации' })).toBeVisible();
  await expect(page).not.toHaveURL(/applying=/);
  await shot(page, 'editor-published-1280-ru');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'editor-published-375-ru');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A client, in a browser of their own, finds the post in the feed.
  const clientContext = await browser.newContext({ locale: 'ru-RU' });
  const client = await clientContext.newPage();
  await signInAs(client, 'client');
  await client.goto(FEED);
  await expect(client.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });

  // Unpublish: the worker deactivates it and the client's feed no longer has it.
  await panel.getByRole('button', { name: 'Снять с публикации' }).click();
  await page
    .getByRole('dialog', { name: 'Снять пост с публикации?' })
    .getByRole('button', { name: 'Снять с публикации' })
    .click();
  await expect(panel.getByText('Деактивирован')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Пост снят с публикации')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Опубликовать сейчас' })).toBeVisible();
  await client.reload();
  await expect(client.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(client.getByRole('heading', { name: title })).toHaveCount(0);
  await clientContext.close();
});

test('the editor says how a post stands, in English too (375 and 1280 px)', async ({ page }) => {
  await readInEnglish(page);
  await signInAs(page, 'staff');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openNewPostEditor(page);
    const panel = page.getByRole('region', { name: 'Publishing' });
    await expect(panel.getByText('New post, not saved yet')).toBeVisible();
    await page.getByRole('textbox', { name: /Post title/ }).fill(`English shot ${randomWord()}`);
    await expect(panel.getByRole('button', { name: 'Publish now' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Schedule…' })).toBeVisible();
    await shot(page, `editor-new-${width}-en`);
    await panel.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-${width}-en.png` });
    await preview.getByRole('button', { name: 'Close', exact: true }).click();
  }
});
