import { expect, test, type Page } from '@playwright/test';
import { api, type EditorPublication } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { openNewPostEditor } from '../support/editor.ts';

const SHOTS = '/tmp/shots/editor-safety';

/** Screenshots at desktop and phone widths (the page keeps its state between the two). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280-ru.png`, animations: 'disabled' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-375-ru.png`, animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Marks the loaded document: a reload (the old nested-form bug) would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', '1'));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-e2e-mark'))).toBe(
    '1',
  );
  expect(new URL(page.url()).search).toBe('');
  await expect(page).toHaveURL(/\/#\/editor\/create$/);
}

/** A draft post with one text block, created through the API as the staff user. */
async function createPost(
  page: Page,
  title: string,
): Promise<{ created: EditorPublication; headers: Record<string, string> }> {
  const token = await accessTokenFor(page.request, 'staff');
  const headers = { authorization: `Bearer ${token}` };
  const response = await page.request.post(api.editorPublicationCreate, {
    headers,
    data: {
      title,
      preview_text: '',
      language: 'ru',
      section: null,
      disable_comments: false,
      disable_pushs: false,
      read_time: 0,
      feed_group: null,
      flow_program_page: null,
      wiki_page: null,
      feed_tags: [],
      flows: [],
      publication_items: [
        {
          sort: 0,
          item_type: 'text',
          text: '<h2>Заголовок</h2><p>Старый <strong>текст</strong></p>',
        },
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { created: (await response.json()) as EditorPublication, headers };
}

test.describe('the block editor keeps unsaved work (staff, ru)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'staff');
    await openNewPostEditor(page);
  });

  test('the link button links words with Enter and with Apply, and the page stays', async ({
    page,
  }) => {
    await markDocument(page);
    await page.getByRole('textbox', { name: 'Название поста' }).fill('Пост со ссылками');
    await page.getByRole('button', { name: '+ Текст' }).click();
    const text = page.getByRole('textbox', { name: 'Текст блока' });
    const toolbar = page.getByRole('toolbar', { name: 'Форматирование' });
    const url = page.getByRole('textbox', { name: 'Адрес ссылки' });
    await text.pressSequentially('Читайте правила и новости');

    // "новости" with Enter.
    for (let step = 0; step < 'новости'.length; step += 1) await text.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'Ссылка' }).click();
    await expect(url).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/link-form-1280-ru.png` });
    await url.fill('https://example.com/news');
    await url.press('Enter');
    await expect(url).toBeHidden();
    await expect(text).toBeFocused();
    await expect(text.getByRole('link', { name: 'новости' })).toHaveAttribute(
      'href',
      'https://example.com/news',
    );
    await expectSameDocument(page);

    // "правила" with the Apply button.
    await text.press('End');
    for (let step = 0; step < ' и новости'.length; step += 1) await text.press('ArrowLeft');
    for (let step = 0; step < 'правила'.length; step += 1) await text.press('Shift+ArrowLeft');
    await toolbar.getByRole('button', { name: 'Ссылка' }).click();
    await url.fill('https://example.com/rules');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(text.getByRole('link', { name: 'правила' })).toHaveAttribute(
      'href',
      'https://example.com/rules',
    );
    await expect(text).toHaveText('Читайте правила и новости');
    await expect(page.getByRole('textbox', { name: 'Название поста' })).toHaveValue(
      'Пост со ссылками',
    );
    await expectSameDocument(page);

    // Out of edit mode the text and its links stay.
    await toolbar.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toolbar).toBeHidden();
    await expect(text.getByRole('link')).toHaveCount(2);
    await expectSameDocument(page);
  });

  test('leaving a changed form asks first; a saved form leaves without asking', async ({
    page,
  }) => {
    const back = page.getByRole('link', { name: 'Назад' }).first();
    const title = page.getByRole('textbox', { name: 'Название поста' });
    const dialog = page.getByRole('dialog', { name: 'Уйти без сохранения?' });

    // Untouched: no question.
    await back.click();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
    await page.goto('/#/editor/create');

    await title.fill(`E2E уход ${Date.now()}`);
    await back.click();
    await expect(dialog).toBeVisible();
    await shoot(page, 'leave-confirm');
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/editor\/create$/);
    await expect(title).not.toHaveValue('');

    // The browser's back button asks the same question.
    await page.goBack({ waitUntil: 'commit' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(page).toHaveURL(/#\/editor\/create$/);

    await page.getByRole('link', { name: 'Назад' }).last().click();
    await dialog.getByRole('button', { name: 'Уйти' }).click();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);

    // An opened post, untouched (its text block shown, not changed): no question either.
    const { created } = await createPost(page, `E2E открыт ${Date.now()}`);
    await page.goto(`/#/editor/edit/${created.id}`);
    await expect(page.getByRole('textbox', { name: 'Текст блока' })).toContainText('Старый текст');
    await page.getByRole('link', { name: 'Назад' }).first().click();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
    await expect(dialog).toBeHidden();

    // Saved: straight to the list, no question, no draft left behind.
    await page.goto('/#/editor/create');
    await page.getByRole('button', { name: 'Удалить черновик' }).click();
    await title.fill(`E2E сохранён ${Date.now()}`);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Публикация успешно создана')).toBeVisible();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('editor-draft:new'))).toBeNull();
  });

  test('an unsaved draft survives a reload and is restored', async ({ page }) => {
    const title = page.getByRole('textbox', { name: 'Название поста' });
    await title.fill('Черновик после перезагрузки');
    await page.getByRole('button', { name: '+ Текст' }).click();
    await page
      .getByRole('textbox', { name: 'Текст блока' })
      .pressSequentially('Текст, который нельзя терять');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('editor-draft:new')), {
        timeout: 10_000,
      })
      .toContain('Текст, который нельзя терять');

    const dialogs: string[] = [];
    page.on('dialog', (question) => {
      dialogs.push(question.type());
      void question.accept();
    });
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);

    const prompt = page.getByRole('region', { name: 'Восстановить несохранённый черновик?' });
    await expect(prompt).toBeVisible();
    await shoot(page, 'restore-prompt');
    await prompt.getByRole('button', { name: 'Восстановить' }).click();
    await expect(title).toHaveValue('Черновик после перезагрузки');
    await expect(page.getByRole('textbox', { name: 'Текст блока' })).toHaveText(
      'Текст, который нельзя терять',
    );

    // Still unsaved: leaving asks; saving clears the draft.
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Публикация успешно создана')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('editor-draft:new'))).toBeNull();
  });

  test('a deleted block comes back with Undo, at its place', async ({ page }) => {
    const blocks = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Удалить блок' }) });
    await page.getByRole('button', { name: '+ Видео' }).click();
    await page.getByRole('button', { name: '+ Аудио' }).click();
    await page.getByRole('button', { name: '+ Документ' }).click();
    await blocks
      .nth(1)
      .getByRole('textbox', { name: 'Ссылка на аудио' })
      .fill('https://example.com/a.mp3');
    await blocks.nth(1).getByRole('button', { name: 'Удалить блок' }).click();
    await expect(blocks).toHaveCount(2);

    const undo = page.getByRole('button', { name: 'Отменить' });
    await expect(page.getByText('Блок удалён')).toBeVisible();
    await shoot(page, 'undo-toast');
    await undo.click();
    await expect(blocks).toHaveCount(3);
    await expect(blocks.nth(1)).toHaveAttribute('data-block-type', 'audio_url');
    await expect(blocks.nth(1).getByRole('textbox', { name: 'Ссылка на аудио' })).toHaveValue(
      'https://example.com/a.mp3',
    );
    await expect(page.getByText('Блок удалён')).toBeHidden();
  });

  test('a post deleted meanwhile: the edits stay and can be saved as a new post', async ({
    page,
  }) => {
    const stamp = Date.now();
    const { created, headers } = await createPost(page, `E2E удалят ${stamp}`);

    await page.goto(`/#/editor/edit/${created.id}`);
    const title = page.getByRole('textbox', { name: 'Название поста' });
    await expect(title).toHaveValue(`E2E удалят ${stamp}`);
    await title.fill(`E2E спасён ${stamp}`);
    const deleted = await page.request.delete(api.editorPublicationDelete(created.id), {
      headers,
    });
    expect(deleted.ok()).toBe(true);

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Этот пост удалили' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/editor/edit/${created.id}$`));
    await expect(title).toHaveValue(`E2E спасён ${stamp}`);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await shoot(page, 'post-deleted');

    await notice.getByRole('button', { name: 'Сохранить как новый пост' }).click();
    await expect(page.getByText('Публикация успешно создана')).toBeVisible();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
    const list = await page.request.get(
      `${api.editorPublicationList}?full_text_search=${encodeURIComponent(`E2E спасён ${stamp}`)}`,
      { headers },
    );
    const rows = ((await list.json()) as { results: { pk: number; title: string }[] }).results;
    const copy = rows.find((row) => row.title === `E2E спасён ${stamp}`);
    expect(copy?.pk).not.toBe(created.id);
    const saved = await page.request.get(api.editorPublicationRetrive(copy?.pk ?? 0), { headers });
    const savedPost = (await saved.json()) as EditorPublication;
    expect(savedPost.publication_items[0]?.text).toContain('<p>Старый <strong>текст</strong></p>');
  });
});
