import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  api,
  mainSite,
  withQuery,
  type EditorListResponse,
  type EditorPublication,
} from '@app/contract';
import { deflateSync } from 'node:zlib';
import { refreshTokenFor, signInAs } from '../support/auth.ts';
import { blocks, blockTypes, dragBlock } from '../support/block-list.ts';
import { openNewPostEditor } from '../support/editor.ts';

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height RGB PNG with a green-to-orange gradient, generated here (no fixture file). */
function gradientPng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = x / width;
      row[1 + x * 3] = Math.round(31 + t * 186);
      row[2 + x * 3] = Math.round(111 - t * 39 + (y / height) * 60);
      row[3 + x * 3] = Math.round(92 - t * 77);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = gradientPng(480, 240);

async function staffToken(request: APIRequestContext): Promise<string> {
  const refresh = await refreshTokenFor(request, 'staff');
  const response = await request.post(mainSite.tokenRefresh, { data: { refresh } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('block editor (staff, ru)', () => {
  test('a missing title marks the field and says so', async ({ page }) => {
    await signInAs(page, 'staff');
    await openNewPostEditor(page);
    const title = page.getByRole('textbox', { name: 'Название поста' });
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Заполни обязательные поля' }),
    ).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/#\/editor\/create$/);
  });

  test('creates a post with every block type, reorders, saves, finds it, edits it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const postTitle = `E2E блоки ${stamp}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff', '/#/editor/create');

    await page.getByRole('textbox', { name: 'Название поста' }).fill(postTitle);
    await page.getByRole('textbox', { name: 'Текст превью' }).fill('Превью для проверки редактора');
    await page
      .getByLabel('Изображение превью', { exact: true })
      .setInputFiles({ name: 'preview.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Удалить файл' })).toBeVisible();

    // Text: a new text block opens in edit mode, which locks adding and dragging.
    await page.getByRole('button', { name: '+ Текст' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Форматирование' });
    await expect(toolbar).toBeVisible();
    await expect(page.getByRole('button', { name: '+ Изображение' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Перетащить блок' })).toBeDisabled();
    const text = page.getByRole('textbox', { name: 'Текст блока' });
    await toolbar.getByRole('combobox', { name: 'Формат текста' }).selectOption('h2');
    await text.pressSequentially('Заголовок блока');
    await text.press('Enter');
    await toolbar.getByRole('button', { name: 'Жирный' }).click();
    await text.pressSequentially('Жирный текст');
    await expect(text.locator('h2')).toHaveText('Заголовок блока');
    await expect(text.locator('strong')).toHaveText('Жирный текст');
    await toolbar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/editor/editor-text-editing-1280-ru.png' });
    await toolbar.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toolbar).toBeHidden();
    await expect(page.getByRole('button', { name: '+ Изображение' })).toBeEnabled();

    // An empty text block is not saved.
    await page.getByRole('button', { name: '+ Текст' }).click();
    await page
      .getByRole('toolbar', { name: 'Форматирование' })
      .getByRole('button', { name: 'Сохранить' })
      .click();

    await page.getByRole('button', { name: '+ Изображение' }).click();
    await blocks(page)
      .nth(2)
      .getByLabel('Изображение', { exact: true })
      .setInputFiles({ name: 'block.png', mimeType: 'image/png', buffer: PNG });
    await expect(blocks(page).nth(2).getByRole('img')).toBeVisible();

    await page.getByRole('button', { name: '+ Видео' }).click();
    await blocks(page)
      .nth(3)
      .getByRole('textbox', { name: 'Ссылка на видео (первый сервис)' })
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await blocks(page)
      .nth(3)
      .getByRole('textbox', { name: 'Ссылка на видео (второй сервис)' })
      .fill('https://kinescope.io/203564ab');

    await page.getByRole('button', { name: '+ Аудио' }).click();
    await blocks(page)
      .nth(4)
      .getByRole('textbox', { name: 'Ссылка на аудио' })
      .fill('https://example.com/audio.mp3');

    await page.getByRole('button', { name: '+ Документ' }).click();
    await blocks(page)
      .nth(5)
      .getByLabel('Документ', { exact: true })
      .setInputFiles({
        name: 'plan.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('день,упражнение\n1,присед\n'),
      });
    await expect(blocks(page).nth(5).getByText('plan.csv')).toBeVisible();

    // Drop the empty text block.
    await blocks(page).nth(1).getByRole('button', { name: 'Удалить блок' }).click();
    expect(await blockTypes(page)).toEqual(['text', 'image', 'video_url', 'audio_url', 'doc']);

    // Buttons: the edges do nothing (disabled), a middle block swaps with its neighbour.
    await expect(
      blocks(page).first().getByRole('button', { name: 'Переместить вверх' }),
    ).toBeDisabled();
    await expect(
      blocks(page).last().getByRole('button', { name: 'Переместить вниз' }),
    ).toBeDisabled();
    await blocks(page).last().getByRole('button', { name: 'Переместить вверх' }).click();
    expect(await blockTypes(page)).toEqual(['text', 'image', 'video_url', 'doc', 'audio_url']);
    await blocks(page).first().getByRole('button', { name: 'Переместить вниз' }).click();
    expect(await blockTypes(page)).toEqual(['image', 'text', 'video_url', 'doc', 'audio_url']);

    // Drag: the audio block above the document block.
    await blocks(page).nth(3).scrollIntoViewIfNeeded();
    await dragBlock(page, blocks(page).last(), blocks(page).nth(3));
    await expect
      .poll(() => blockTypes(page))
      .toEqual(['image', 'text', 'video_url', 'audio_url', 'doc']);

    // Parameters: flows set the language from the first chosen flow.
    await page.getByRole('button', { name: 'Параметры отображения' }).click();
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Параметры поста' }).click();
    const language = page.getByRole('combobox', { name: 'Язык' });
    const addFlow = page.getByRole('combobox', { name: 'Добавить поток' });
    await addFlow.selectOption({ label: 'Flow 12 · International' });
    await expect(language).toHaveValue('en');
    await page.getByRole('button', { name: 'Убрать поток Flow 12 · International' }).click();
    await expect(language).toHaveValue('en');
    await addFlow.selectOption({ label: 'Поток 12 · Трансформация' });
    await expect(language).toHaveValue('ru');
    const readTime = page.getByRole('textbox', { name: 'Время чтения, мин' });
    await readTime.fill('1a5');
    await expect(readTime).toHaveValue('15');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: '/tmp/shots/editor/editor-top-1280-ru.png' });
    const contentTop = await page
      .getByRole('heading', { name: 'Содержание' })
      .evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(
      (top) => window.scrollTo({ top: top - 80, behavior: 'instant' }),
      contentTop,
    );
    await expect(page.getByRole('heading', { name: 'Содержание' })).toBeInViewport();
    await page.screenshot({ path: '/tmp/shots/editor/editor-blocks-1280-ru.png' });

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Публикация успешно создана')).toBeVisible();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);

    // The list's Drafts tab shows it; its details through the API.
    await page.getByRole('tab', { name: 'Черновики' }).click();
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(postTitle);
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
    const draftRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: postTitle, exact: true }) });
    await expect(draftRow.getByText('Черновик')).toBeVisible();
    const token = await staffToken(request);
    const list = await apiGet<EditorListResponse>(
      request,
      token,
      withQuery(api.editorPublicationList, { draft: 'true', full_text_search: postTitle }),
    );
    const row = list.results.find((result) => result.title === postTitle);
    expect(row?.status).toBe('draft');
    const created = await apiGet<EditorPublication>(
      request,
      token,
      api.editorPublicationRetrive(row?.pk ?? 0),
    );
    expect(created.publication_items.map((item) => item.item_type)).toEqual([
      'image',
      'text',
      'video_url',
      'audio_url',
      'doc',
    ]);
    expect(created.publication_items.map((item) => item.sort)).toEqual([0, 1, 2, 3, 4]);
    expect(created).toMatchObject({
      language: 'ru',
      read_time: 15,
      preview_text: 'Превью для проверки редактора',
    });
    expect(created.preview_image).not.toBe('');
    expect(created.feed_tags).toHaveLength(1);
    expect(created.publication_items[1]?.text).toContain('<h2>Заголовок блока</h2>');
    expect(created.publication_items[4]?.doc_name).toBe('plan.csv');

    // Edit: the form loads the post; change the title and move the text block up, then save.
    await page.goto(`/#/editor/edit/${created.id}`);
    const title = page.getByRole('textbox', { name: 'Название поста' });
    await expect(title).toHaveValue(postTitle);
    expect(await blockTypes(page)).toEqual(['image', 'text', 'video_url', 'audio_url', 'doc']);
    await title.fill(`${postTitle} (изменён)`);
    await blocks(page).nth(1).getByRole('button', { name: 'Переместить вверх' }).click();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Публикация успешно обновлена')).toBeVisible();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);

    const updated = await apiGet<EditorPublication>(
      request,
      token,
      api.editorPublicationRetrive(created.id),
    );
    expect(updated.title).toBe(`${postTitle} (изменён)`);
    expect(updated.publication_items.map((item) => item.item_type)).toEqual([
      'text',
      'image',
      'video_url',
      'audio_url',
      'doc',
    ]);
    // Kept blocks keep their ids (and so their views) and their stored files.
    expect(updated.publication_items.map((item) => item.id).sort()).toEqual(
      created.publication_items.map((item) => item.id).sort(),
    );
    expect(updated.publication_items[1]?.image).toBe(created.publication_items[0]?.image);
    expect(updated.preview_image).toBe(created.preview_image);
  });
});
