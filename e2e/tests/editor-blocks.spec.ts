import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, type EditorPublication } from '@app/contract';
import { signInAs } from '../support/auth.ts';
import { blocks, blockTypes, dragBlock } from '../support/block-list.ts';

const SHOTS = '/tmp/shots/editor-blocks';

/** Screenshots at desktop and phone widths; the page keeps its state between the two. */
async function shoot(page: Page, name: string, language = 'ru', focus?: Locator): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${language}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No demo staff member reads English: the profile's language is switched for the test. */
async function readEnglish(page: Page): Promise<void> {
  await page.route(`**${api.userInfo}`, async (route) => {
    const response = await route.fetch();
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, language: 'en' } });
  });
}

const WORDS = {
  ru: {
    title: 'Название поста',
    save: 'Сохранить',
    created: 'Публикация успешно создана',
    addDoc: '+ Документ',
    doc: 'Документ',
    uploading: 'Отправка файлов',
  },
  en: {
    title: 'Post title',
    save: 'Save',
    created: 'Publication created',
    addDoc: '+ Document',
    doc: 'Document',
    uploading: 'Uploading files',
  },
};

/** Font size (px) and weight of the first `selector` inside `scope`. */
async function fontOf(scope: Locator, selector: string): Promise<{ size: number; weight: number }> {
  return scope
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { size: parseFloat(style.fontSize), weight: Number(style.fontWeight) };
    });
}

/**
 * H2 is bigger than H3, which is bigger than the body text; both are bold. Retried: a node
 * replaced by a re-render between finding and measuring has no computed style (NaN).
 */
async function expectDistinctHeadings(scope: Locator): Promise<void> {
  await expect(async () => {
    const [h2, h3, p] = await Promise.all([
      fontOf(scope, 'h2'),
      fontOf(scope, 'h3'),
      fontOf(scope, 'p'),
    ]);
    expect(h2.size).toBeGreaterThanOrEqual(p.size * 1.4);
    expect(h3.size).toBeGreaterThan(p.size);
    expect(h2.size).toBeGreaterThan(h3.size);
    expect(h2.weight).toBeGreaterThanOrEqual(700);
    expect(h3.weight).toBeGreaterThanOrEqual(700);
  }).toPass({ timeout: 5_000 });
}

const LONG_TEXT = Array.from(
  { length: 14 },
  (_, index) =>
    `Абзац ${index + 1}. Длинный текст растёт вместе с блоком: его не нужно прокручивать в окошке высотой 300 пикселей, чтобы перечитать перед сохранением.`,
);

test.describe('block editor: blocks in between, headings, uploads (staff)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('the "+" inserts any block between two, by mouse and keyboard; text grows; headings stand out', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, 'staff', '/#/editor/create');
    const title = `E2E вставка ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Название поста' }).fill(title);
    await page.getByRole('button', { name: '+ Видео' }).click();
    await page.getByRole('button', { name: '+ Документ' }).click();
    expect(await blockTypes(page)).toEqual(['video_url', 'doc']);

    // Mouse: the "+" after block 1 opens the choice; the new block takes the focus.
    const afterFirst = page.getByRole('button', { name: 'Добавить блок после блока 1' });
    await afterFirst.click();
    await expect(afterFirst).toHaveAttribute('aria-expanded', 'true');
    const choices = page.getByRole('group', { name: 'Добавить блок после блока 1' });
    await shoot(page, 'insert-open', 'ru', choices);
    await choices.getByRole('button', { name: 'Аудио' }).click();
    expect(await blockTypes(page)).toEqual(['video_url', 'audio_url', 'doc']);
    await expect(
      blocks(page).nth(1).getByRole('textbox', { name: 'Ссылка на аудио' }),
    ).toBeFocused();
    await page.keyboard.type('https://example.com/audio.mp3');

    // Keyboard: Enter opens, the first choice has the focus, Escape closes back to the "+".
    const beforeFirst = page.getByRole('button', { name: 'Добавить блок перед блоком 1' });
    await beforeFirst.focus();
    await page.keyboard.press('Enter');
    const firstChoices = page.getByRole('group', { name: 'Добавить блок перед блоком 1' });
    await expect(firstChoices.getByRole('button', { name: 'Текст' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstChoices).toBeHidden();
    await expect(beforeFirst).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(firstChoices.getByRole('button', { name: 'Изображение' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await blockTypes(page)).toEqual(['image', 'video_url', 'audio_url', 'doc']);

    // A text block in between opens in edit mode: every "+" and every handle is disabled.
    await page.getByRole('button', { name: 'Добавить блок после блока 2' }).click();
    await page
      .getByRole('group', { name: 'Добавить блок после блока 2' })
      .getByRole('button', { name: 'Текст' })
      .click();
    expect(await blockTypes(page)).toEqual(['image', 'video_url', 'text', 'audio_url', 'doc']);
    const toolbar = page.getByRole('toolbar', { name: 'Форматирование' });
    await expect(toolbar).toBeVisible();
    const pluses = page.getByRole('button', { name: /^Добавить блок (перед|после) блок/ });
    await expect(pluses).toHaveCount(5);
    for (const plus of await pluses.all()) await expect(plus).toBeDisabled();
    await expect(page.getByRole('button', { name: '+ Текст' })).toBeDisabled();

    const text = page.getByRole('textbox', { name: 'Текст блока' });
    await toolbar.getByRole('combobox', { name: 'Формат текста' }).selectOption('h2');
    await text.pressSequentially('Заголовок второго уровня');
    await text.press('Enter');
    await toolbar.getByRole('combobox', { name: 'Формат текста' }).selectOption('h3');
    await text.pressSequentially('Заголовок третьего уровня');
    await text.press('Enter');
    await toolbar.getByRole('combobox', { name: 'Формат текста' }).selectOption('paragraph');
    await toolbar.getByRole('button', { name: 'Жирный' }).click();
    await text.pressSequentially('Жирный абзац, не заголовок.');
    await toolbar.getByRole('button', { name: 'Жирный' }).click();
    for (const paragraph of LONG_TEXT) {
      await text.press('Enter');
      await page.keyboard.insertText(paragraph);
    }
    await expectDistinctHeadings(text);
    await shoot(page, 'text-editing', 'ru', toolbar);
    // Edit mode stops growing at 70% of the window; the toolbar stays in view.
    await toolbar.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toolbar).toBeHidden();

    // Read mode shows the whole text: nothing is clipped, the block is far over 300 px.
    const area = blocks(page).nth(2).locator('.ProseMirror');
    const box = await area.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      clipped: element.parentElement
        ? element.parentElement.scrollHeight > element.parentElement.clientHeight + 1
        : false,
    }));
    expect(box.height).toBeGreaterThan(600);
    expect(box.clipped).toBe(false);
    await shoot(page, 'text-long', 'ru', blocks(page).nth(2));
    await expect(pluses.first()).toBeEnabled();

    // The arrows and the drag still move blocks, "+" and all.
    await blocks(page).first().getByRole('button', { name: 'Переместить вниз' }).click();
    expect(await blockTypes(page)).toEqual(['video_url', 'image', 'text', 'audio_url', 'doc']);
    await blocks(page).nth(3).scrollIntoViewIfNeeded();
    await dragBlock(page, blocks(page).last(), blocks(page).nth(3));
    await expect
      .poll(() => blockTypes(page))
      .toEqual(['video_url', 'image', 'text', 'doc', 'audio_url']);
    await blocks(page).first().scrollIntoViewIfNeeded();
    await shoot(page, 'block-list', 'ru', page.getByRole('heading', { name: 'Содержание' }));

    // Saved in that order (a block without its file is refused: those two go).
    await blocks(page)
      .first()
      .getByRole('textbox', { name: 'Ссылка на видео (первый сервис)' })
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    for (const index of [3, 1]) {
      await blocks(page).nth(index).getByRole('button', { name: 'Удалить блок' }).click();
    }
    const saved = page.waitForResponse((response) =>
      response.url().includes('/publication/create/'),
    );
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    const created = (await (await saved).json()) as EditorPublication;
    await expect(page.getByText('Публикация успешно создана')).toBeVisible();
    expect(created.publication_items.map((item) => item.item_type)).toEqual([
      'video_url',
      'text',
      'audio_url',
    ]);

    // The reader: the same headings stand out there too.
    await page.goto(`/#/publicate/${created.id}`);
    const heading = page.getByRole('heading', { name: 'Заголовок второго уровня' });
    await expect(heading).toBeVisible();
    await expectDistinctHeadings(heading.locator('..'));
    await shoot(page, 'reader-headings', 'ru', heading);
  });

  test('in English the "+" says where it adds', async ({ page }) => {
    await readEnglish(page);
    await signInAs(page, 'staff', '/#/editor/create');
    await page.getByRole('button', { name: '+ Video' }).click();
    await page.getByRole('button', { name: '+ Audio' }).click();
    await expect(page.getByRole('button', { name: 'Add a block before block 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a block after block 1' }).click();
    const choices = page.getByRole('group', { name: 'Add a block after block 1' });
    await expect(choices.getByRole('button', { name: 'Text' })).toBeFocused();
    await shoot(page, 'insert-open', 'en', choices);
    await choices.getByRole('button', { name: 'Text' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const text = page.getByRole('textbox', { name: 'Block text' });
    await toolbar.getByRole('combobox', { name: 'Text format' }).selectOption('h2');
    await text.pressSequentially('A second-level heading');
    await text.press('Enter');
    await toolbar.getByRole('combobox', { name: 'Text format' }).selectOption('h3');
    await text.pressSequentially('A third-level heading');
    await text.press('Enter');
    await toolbar.getByRole('combobox', { name: 'Text format' }).selectOption('paragraph');
    await text.pressSequentially('Body text under the headings, long enough to wrap on a phone.');
    await expectDistinctHeadings(text);
    await shoot(page, 'text-editing', 'en', toolbar);
    await toolbar.getByRole('button', { name: 'Save' }).click();
    await shoot(page, 'block-list', 'en', page.getByRole('heading', { name: 'Content' }));
  });

  for (const language of ['ru', 'en'] as const) {
    test(`a save with files shows how much of them has been sent (${language})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[language];
      if (language === 'en') await readEnglish(page);
      await signInAs(page, 'staff', '/#/editor/create');
      await page.getByRole('textbox', { name: words.title }).fill(`E2E upload ${Date.now()}`);
      await page.getByRole('button', { name: words.addDoc }).click();
      // 8 MB of CSV: 10.7 MB of base64 in the JSON body.
      const row = 'день,упражнение,подходы,повторы\n';
      const csv = Buffer.from(row.repeat(Math.ceil((8 * 1024 * 1024) / Buffer.byteLength(row))));
      await page
        .getByLabel(words.doc, { exact: true })
        .setInputFiles({ name: 'plan.csv', mimeType: 'text/csv', buffer: csv });
      await expect(page.getByText('plan.csv')).toBeVisible();

      // A slow uplink (2 MB/s), so the bar has time to move.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 2 * 1024 * 1024,
      });
      // The page records its bar's readings itself: on a loaded machine a look from outside can
      // come only after the upload (the page is busy handing 11 MB to the network).
      await page.evaluate((label) => {
        const readings: { now: number; max: number }[] = [];
        Object.assign(window, { uploadReadings: readings });
        new MutationObserver(() => {
          const bar = document.querySelector(`[role="progressbar"][aria-label="${label}"]`);
          if (!bar) return;
          const now = Number(bar.getAttribute('aria-valuenow'));
          const max = Number(bar.getAttribute('aria-valuemax'));
          if (readings.at(-1)?.now !== now) readings.push({ now, max });
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
      }, words.uploading);
      await page.getByRole('button', { name: words.save, exact: true }).click();
      const bar = page.getByRole('progressbar', { name: words.uploading });
      if (await bar.isVisible()) await shoot(page, 'upload-progress', language);
      await expect(page.getByText(words.created)).toBeVisible({ timeout: 60_000 });
      const readings = await page.evaluate(
        () =>
          (window as unknown as { uploadReadings: { now: number; max: number }[] }).uploadReadings,
      );
      // The bar moved through the upload: from nothing, past a part of it, to the end.
      expect(readings[0]).toEqual({ now: 0, max: 100 });
      expect(readings.some(({ now }) => now > 0 && now < 100)).toBe(true);
      expect(readings.at(-1)).toEqual({ now: 100, max: 100 });
      await expect(bar).toBeHidden();
    });
  }

  test('a save with several bad fields shows every error at its field, in Russian', async ({
    page,
  }) => {
    await signInAs(page, 'staff', '/#/editor/create');
    const title = page.getByRole('textbox', { name: 'Название поста' });
    await title.fill('Очень длинное название '.repeat(27).slice(0, 600));
    await page.getByRole('button', { name: '+ Видео' }).click();
    await blocks(page)
      .first()
      .getByRole('textbox', { name: 'Ссылка на видео (первый сервис)' })
      .fill('https://example.com/not-a-video');
    await page.getByRole('button', { name: '+ Документ' }).click();
    // A picture renamed to .pdf: its name passes the browser's check, its content not the server's.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await blocks(page)
      .nth(1)
      .getByLabel('Документ', { exact: true })
      .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(blocks(page).nth(1).getByText('report.pdf')).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));

    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Не удалось сохранить публикацию')).toBeVisible();
    // All three at once, each at its own field, written by the SPA in the interface language.
    await expect(title.locator('..').getByRole('alert')).toHaveText('Не больше 500 символов.');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(blocks(page).first().getByRole('alert')).toHaveText(
      /^Нужна ссылка на видео Kinescope или YouTube, например /,
    );
    await expect(blocks(page).nth(1).getByRole('alert')).toHaveText(
      'Содержимое файла не похоже на .pdf.',
    );
    // The first one is brought to the user, with the focus on its field.
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await expect(page).toHaveURL(/#\/editor\/create$/);
    await shoot(page, 'several-errors', 'ru', title);
  });

  test('a save over the request limit says that the files are too large', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'staff', '/#/editor/create');
    await page.getByRole('textbox', { name: 'Название поста' }).fill(`E2E 413 ${Date.now()}`);
    // Two 15 MB documents: each within its 20 MB, together 40 MB of base64, over the 36 MB limit.
    const csv = Buffer.alloc(15 * 1024 * 1024, 'a,b\n');
    for (const index of [0, 1]) {
      await page.getByRole('button', { name: '+ Документ' }).click();
      await blocks(page)
        .nth(index)
        .getByLabel('Документ', { exact: true })
        .setInputFiles({ name: `big-${index}.csv`, mimeType: 'text/csv', buffer: csv });
      await expect(blocks(page).nth(index).getByText(`big-${index}.csv`)).toBeVisible();
    }
    // The toast lives 5 s (spec). Encoding 40 MB can keep the page too busy for a look from
    // outside within them on a loaded machine, so the page itself watches for it.
    const tooLarge = page.evaluate(
      (text) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (!document.body.textContent?.includes(text)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Пост с файлами слишком велик для одной отправки',
    );
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await tooLarge;
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    await expect(page).toHaveURL(/#\/editor\/create$/);
  });
});
