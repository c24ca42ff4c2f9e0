import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  api,
  mainSite,
  type EditorParamsResponse,
  type EditorPublication,
  type EditorPublicationPayload,
} from '@app/contract';
import { mkdirSync } from 'node:fs';
import { refreshTokenFor, signInAs } from '../support/auth.ts';

// Each test makes its own posts through the API, titled with a word of its own, and searches
// for that word: tests running side by side never see each other's rows.

const SHOTS = '/tmp/shots/editor';

async function staffToken(request: APIRequestContext): Promise<string> {
  const refresh = await refreshTokenFor(request, 'staff');
  const response = await request.post(mainSite.tokenRefresh, { data: { refresh } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A word no other post holds (letters only, so full-text search finds it as one token). */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

async function editorParams(request: APIRequestContext, token: string) {
  const response = await request.get(api.editorParams, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as EditorParamsResponse;
}

/** Creates a draft through the editor API and answers it. */
async function createPost(
  request: APIRequestContext,
  token: string,
  payload: Partial<EditorPublicationPayload> & { title: string },
): Promise<EditorPublication> {
  const response = await request.post(api.editorPublicationCreate, {
    headers: { authorization: `Bearer ${token}` },
    data: { publication_items: [], ...payload },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as EditorPublication;
}

async function openList(page: Page, word: string): Promise<void> {
  await page.goto('/#/editor/list');
  await expect(page.getByRole('heading', { name: 'Редактор' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(word);
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
}

const rowOf = (page: Page, title: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

test.describe('editor list (staff, ru)', () => {
  // Russian date pickers in the screenshots.
  test.use({ locale: 'ru-RU' });

  test('tabs, search and filters narrow the list', async ({ page }) => {
    const token = await staffToken(page.request);
    const params = await editorParams(page.request, token);
    const [tagA, tagB] = params.feed_tag;
    const [flow] = params.flows;
    if (!tagA || !tagB || !flow) throw new Error('the seed has two tags and a flow');
    const word = uniqueWord();
    const tagged = `Пост с тегом ${word}`;
    const plain = `Пост без тега ${word}`;
    await createPost(page.request, token, {
      title: tagged,
      feed_tags: [tagA.pk],
      flows: [flow.pk],
    });
    await createPost(page.request, token, { title: plain });

    await signInAs(page, 'staff');
    await openList(page, word);
    await expect(rowOf(page, tagged)).toBeVisible();
    await expect(rowOf(page, plain)).toBeVisible();
    await expect(rowOf(page, tagged).getByText('Черновик')).toBeVisible();
    await expect(rowOf(page, tagged).getByText(flow.title)).toBeVisible();
    await expect(rowOf(page, plain).getByText('-')).toHaveCount(4);
    await expect(rowOf(page, plain).getByText('Дата не назначена')).toBeVisible();

    await page.getByRole('tab', { name: 'Опубликованные' }).click();
    await expect(page.getByText('Постов не найдено')).toBeVisible();
    await page.getByRole('tab', { name: 'Черновики' }).click();
    await expect(rowOf(page, tagged)).toBeVisible();
    await page.getByRole('tab', { name: 'Все посты' }).click();

    await page.getByRole('button', { name: 'Фильтры' }).click();
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await panel.getByRole('button', { name: 'По тегу' }).click();
    await panel.getByRole('checkbox', { name: tagA.title, exact: true }).check();
    await panel.getByRole('button', { name: 'Применить' }).click();
    await expect(panel.getByRole('button', { name: /По тегу/ })).toContainText('1');
    await expect(rowOf(page, plain)).toHaveCount(0);
    await expect(rowOf(page, tagged)).toBeVisible();
    await expect(page.getByRole('button', { name: /Фильтры/ }).first()).toContainText('1');
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/filters-panel.png` });

    await panel.getByRole('button', { name: 'По тегу' }).click();
    await panel.getByRole('checkbox', { name: tagA.title, exact: true }).uncheck();
    await panel.getByRole('checkbox', { name: tagB.title, exact: true }).check();
    await panel.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Постов не найдено')).toBeVisible();

    await panel.getByRole('button', { name: 'Cбросить все' }).click();
    await expect(rowOf(page, plain)).toBeVisible();
    await expect(rowOf(page, tagged)).toBeVisible();
  });

  test('copies a post with a toast and deletes one after the confirmation', async ({ page }) => {
    const token = await staffToken(page.request);
    const word = uniqueWord();
    const title = `Копируемый пост ${word}`;
    await createPost(page.request, token, { title });

    await signInAs(page, 'staff');
    await openList(page, word);
    await expect(rowOf(page, title)).toHaveCount(1);
    await rowOf(page, title).getByRole('button', { name: 'Копировать' }).click();
    await expect(page.getByText('Публикация успешно скопирована')).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(2);

    await rowOf(page, title).first().getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ты уверен, что хочешь удалить пост?' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(rowOf(page, title)).toHaveCount(2);

    await rowOf(page, title).first().getByRole('button', { name: 'Удалить' }).click();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Публикация успешно удалена')).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(1);
    await page.reload();
    await openList(page, word);
    await expect(rowOf(page, title)).toHaveCount(1);
  });

  test('previews a draft as a reader would see it', async ({ page }) => {
    const token = await staffToken(page.request);
    const word = uniqueWord();
    const title = `Черновик для просмотра ${word}`;
    await createPost(page.request, token, {
      title,
      preview_text: 'Короткое описание поста',
      publication_items: [
        { sort: 0, item_type: 'text', text: '<h2>Подзаголовок</h2><p>Текст блока</p>' },
      ],
    });

    await signInAs(page, 'staff');
    // The whole list (seeded posts too) for the screenshot.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#/editor/list');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });
    await openList(page, word);
    await rowOf(page, title).getByRole('link', { name: 'Предпросмотр' }).click();
    await expect(page).toHaveURL(/#\/preview_publ_from_list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Подзаголовок' })).toBeVisible();
    await expect(page.getByText('Текст блока')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Предпросмотр');
  });

  test('a client is refused the editor routes', async ({ page }) => {
    const token = await staffToken(page.request);
    const post = await createPost(page.request, token, { title: `Закрытый ${uniqueWord()}` });
    await signInAs(page, 'client');
    for (const path of [
      '/editor/list',
      `/editor/schedule/${post.id}`,
      `/preview_publ_from_list/${post.id}`,
    ]) {
      await page.goto(`/#${path}`);
      // The home view instead: the feed.
      await expect(page).toHaveURL(/#\/listnews\//);
      await expect(page.getByRole('heading', { name: 'Редактор', exact: true })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Расписание', exact: true })).toHaveCount(0);
      await expect(page.getByText(post.title)).toHaveCount(0);
    }
  });
});
