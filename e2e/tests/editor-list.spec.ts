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
import { expectNoSidewaysScroll, expectTappable } from '../support/phone-checks.ts';

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
  // The rows from before the search go: a row clicked meanwhile would be replaced under the click.
  await expect(page.getByRole('rowheader').filter({ hasNotText: word })).toHaveCount(0);
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

    await panel.getByRole('button', { name: 'Сбросить все' }).click();
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
    // The original and its copy (the copy's title may carry a suffix).
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(word) }) });
    await rowOf(page, title).getByRole('button', { name: 'Копировать' }).click();
    await expect(page.getByText('Публикация успешно скопирована')).toBeVisible();
    await expect(rows).toHaveCount(2);

    // The copy is the newest: the first row.
    await rows.first().getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ты уверен, что хочешь удалить пост?' });
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(rows).toHaveCount(2);

    await rows.first().getByRole('button', { name: 'Удалить' }).click();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText('Публикация успешно удалена')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await openList(page, word);
    await expect(rows).toHaveCount(1);
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

/** Plans a publish of the post (Moscow time): an unpublished post becomes delayed. */
async function planActivation(
  request: APIRequestContext,
  token: string,
  id: number,
  eventDate: string,
): Promise<void> {
  const response = await request.post(api.scheduleItemSync(id), {
    headers: { authorization: `Bearer ${token}` },
    data: [{ event: 'activation', event_date: eventDate }],
  });
  expect(response.status(), await response.text()).toBe(200);
}

const titlesShown = async (page: Page): Promise<string[]> =>
  page.getByRole('rowheader').allInnerTexts();

test.describe('editor list: navigation, state in the URL, sorting (staff, ru)', () => {
  test.use({ locale: 'ru-RU' });

  test('the staff navigation leads to the list', async ({ page }) => {
    await signInAs(page, 'staff');
    const nav = page.getByRole('navigation', { name: 'Разделы' });
    await nav.getByRole('link', { name: 'Редактор' }).click();
    await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Редактор' })).toBeVisible();
  });

  test('keeps tab, page, filter and search across opening a post, Back, a reload and Save', async ({
    page,
  }) => {
    const token = await staffToken(page.request);
    const [tag] = (await editorParams(page.request, token)).feed_tag;
    if (!tag) throw new Error('the seed has tags');
    const word = uniqueWord();
    // Twelve tagged drafts (two pages), one untagged draft and one delayed tagged post.
    for (let i = 1; i <= 12; i += 1) {
      await createPost(page.request, token, { title: `Пост ${i} ${word}`, feed_tags: [tag.pk] });
    }
    await createPost(page.request, token, { title: `Без тега ${word}` });
    const delayed = await createPost(page.request, token, {
      title: `Отложенный ${word}`,
      feed_tags: [tag.pk],
    });
    await planActivation(page.request, token, delayed.id, '2031-05-01T09:30');

    await signInAs(page, 'staff');
    await openList(page, word);
    await page.getByRole('tab', { name: 'Черновики' }).click();
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await panel.getByRole('button', { name: 'По тегу' }).click();
    await panel.getByRole('checkbox', { name: tag.title, exact: true }).check();
    await panel.getByRole('button', { name: 'Применить' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Страница 2' }).click();
    // Newest first: page 2 holds the two oldest drafts.
    await expect(page.getByRole('rowheader')).toHaveText([`Пост 2 ${word}`, `Пост 1 ${word}`]);
    const listUrl = page.url();
    expect(new URL(listUrl).hash).toBe(
      `#/editor/list?tab=draft&page=2&search=${word}&feed_tags=${tag.pk}`,
    );

    const expectSameList = async () => {
      await expect(page.getByRole('rowheader')).toHaveText([`Пост 2 ${word}`, `Пост 1 ${word}`]);
      await expect(page.getByRole('tab', { name: 'Черновики' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('searchbox', { name: 'Поиск по постам' })).toHaveValue(word);
      await expect(page.getByRole('button', { name: /^Фильтры/ })).toContainText('1');
    };

    // Opening a post and Back: the same list, the post highlighted and focused.
    await rowOf(page, `Пост 1 ${word}`)
      .getByRole('link', { name: `Пост 1 ${word}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Редактирование поста' })).toBeVisible();
    await page.goBack();
    await expectSameList();
    await expect(
      rowOf(page, `Пост 1 ${word}`).getByRole('link', { name: `Пост 1 ${word}` }),
    ).toBeFocused();

    // A reload keeps it too.
    await page.reload();
    await expectSameList();

    // Saving from the editor comes back to the same list, the post highlighted and in view.
    await rowOf(page, `Пост 2 ${word}`).getByRole('link', { name: 'Редактировать' }).click();
    await expect(page.getByRole('heading', { name: 'Редактирование поста' })).toBeVisible();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await expect(page.getByText('Публикация успешно обновлена')).toBeVisible();
    await expect(page).toHaveURL(listUrl);
    await expectSameList();
    const saved = page.getByRole('link', { name: `Пост 2 ${word}` });
    await expect(saved).toBeFocused();
    await expect(saved).toBeInViewport();
  });

  test('sorting by title changes the order; aria-sort tells the direction', async ({ page }) => {
    const token = await staffToken(page.request);
    const word = uniqueWord();
    for (const letter of ['Б', 'а', 'В']) {
      await createPost(page.request, token, { title: `${letter} сорт ${word}` });
    }
    await signInAs(page, 'staff');
    await openList(page, word);
    await expect(page.getByRole('rowheader')).toHaveText([
      `В сорт ${word}`,
      `а сорт ${word}`,
      `Б сорт ${word}`,
    ]);
    const header = page.getByRole('columnheader', { name: 'Название поста' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('rowheader')).toHaveText([
      `а сорт ${word}`,
      `Б сорт ${word}`,
      `В сорт ${word}`,
    ]);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('rowheader')).toHaveText([
      `В сорт ${word}`,
      `Б сорт ${word}`,
      `а сорт ${word}`,
    ]);
    await expect(page).toHaveURL(/ordering=-title/);
    await page.reload();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await titlesShown(page)).toEqual([`В сорт ${word}`, `Б сорт ${word}`, `а сорт ${word}`]);
  });
});

const ROW_ACTIONS = [
  ['link', 'Расписание'],
  ['link', 'Редактировать'],
  ['button', 'Копировать'],
  ['link', 'Предпросмотр'],
  ['button', 'Удалить'],
] as const;

test.describe('editor list on a phone (staff, ru)', () => {
  test.use({
    locale: 'ru-RU',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });

  test('each post is a card; sorting, tabs, filters and the delete dialog work', async ({
    page,
  }) => {
    const token = await staffToken(page.request);
    const params = await editorParams(page.request, token);
    const [tag] = params.feed_tag;
    if (!tag) throw new Error('the seed has tags');
    const word = uniqueWord();
    const delayedTitle = `Отложенный пост с длинным названием про питание ${word}`;
    const draftTitle = `Черновик ${word}`;
    const delayed = await createPost(page.request, token, {
      title: delayedTitle,
      flows: params.flows.slice(0, 4).map((flow) => flow.pk),
      feed_tags: [tag.pk],
      feed_group: params.feed_group[0]?.pk ?? null,
    });
    await planActivation(page.request, token, delayed.id, '2031-12-31T23:59');
    await createPost(page.request, token, { title: draftTitle });

    await signInAs(page, 'staff');
    await openList(page, word);
    const card = rowOf(page, delayedTitle);
    await expect(card).toBeVisible();
    await expect(rowOf(page, draftTitle)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The card: the status pill whole, the planned date, the values under their column names,
    // every action a 44 px button on the screen.
    const pill = card.getByText('Отложен', { exact: true });
    expect(await pill.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    const [pillBox, cardBox] = [await pill.boundingBox(), await card.boundingBox()];
    expect(pillBox && cardBox && pillBox.x + pillBox.width <= cardBox.x + cardBox.width).toBe(true);
    await expect(card.getByText('Публикация: 31.12.2031 23:59')).toBeVisible();
    await expect(card.getByText('Поток', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ещё 2 значения' })).toBeVisible();
    await expectTappable(card.getByRole('button', { name: 'Ещё 2 значения' }), 375);
    await expectTappable(card.getByRole('link', { name: delayedTitle }), 375);
    for (const [role, name] of ROW_ACTIONS) {
      await expectTappable(card.getByRole(role, { name, exact: true }), 375);
    }
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/list-phone-ru.png`, fullPage: true });

    // Sorting from the header's buttons.
    const byTitle = page.getByRole('button', { name: 'Название поста' });
    await expectTappable(byTitle, 375);
    await expectTappable(page.getByRole('button', { name: 'Дата выхода' }), 375);
    await expect(page.getByRole('rowheader')).toHaveText([draftTitle, delayedTitle]);
    await byTitle.tap();
    await expect(page.getByRole('columnheader', { name: 'Название поста' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('rowheader')).toHaveText([delayedTitle, draftTitle]);

    // The tabs scroll in their own strip: the last one comes into view, the page stays narrow.
    const last = page.getByRole('tab', { name: 'Деактивированные' });
    await last.tap();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expectTappable(last, 375);
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Все посты' }).tap();
    await expect(card).toBeVisible();

    // The delete dialog fits the screen; Cancel keeps the post.
    await card.getByRole('button', { name: 'Удалить', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Ты уверен, что хочешь удалить пост?' });
    await expect(dialog).toBeVisible();
    await expectTappable(dialog.getByRole('button', { name: 'Отмена' }), 375);
    await expectTappable(dialog.getByRole('button', { name: 'Удалить' }), 375);
    await dialog.getByRole('button', { name: 'Отмена' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(card).toBeVisible();

    // The filters panel spans the screen; a tag filter narrows the list.
    await page.getByRole('button', { name: 'Фильтры' }).tap();
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    const category = panel.getByRole('button', { name: 'По тегу' });
    await expectTappable(category, 375);
    await category.tap();
    const checkbox = panel.getByRole('checkbox', { name: tag.title, exact: true });
    await expectTappable(panel.getByText(tag.title, { exact: true }), 375);
    await checkbox.check();
    await expectTappable(panel.getByRole('button', { name: 'Применить' }), 375);
    await panel.getByRole('button', { name: 'Применить' }).tap();
    await expect(rowOf(page, draftTitle)).toHaveCount(0);
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A landscape phone: cards side by side, still nothing sideways.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 800, height: 400 });
    await expectNoSidewaysScroll(page);
    for (const [role, name] of ROW_ACTIONS) {
      await expectTappable(card.getByRole(role, { name, exact: true }), 800);
    }
  });
});

test.describe('editor list: row actions in reach at every width (staff)', () => {
  const tabs = {
    ru: ['Все посты', 'Отложенные', 'Опубликованные', 'Черновики', 'Деактивированные'],
    en: ['All posts', 'Scheduled', 'Published', 'Drafts', 'Deactivated'],
  } as const;

  for (const language of ['ru', 'en'] as const) {
    test(`${language}: no horizontal scrolling at 1280, 1440 and 375 px on any tab, actions in reach`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const token = await staffToken(page.request);
      const params = await editorParams(page.request, token);
      // A wide delayed row: long title, four flows, every tag, a planned activation.
      const post = await createPost(page.request, token, {
        title: `Очень длинное название отложенного поста про питание и тренировки ${uniqueWord()}`,
        flows: params.flows.slice(0, 4).map((flow) => flow.pk),
        feed_tags: params.feed_tag.map((tag) => tag.pk),
        feed_group: params.feed_group[0]?.pk ?? null,
        section: params.publicate_section[0]?.pk ?? null,
      });
      await planActivation(page.request, token, post.id, '2031-12-31T23:59');
      if (language === 'en') {
        // No demo staff member reads English: the profile's language is switched.
        await page.route(`**${api.userInfo}`, async (route) => {
          const response = await route.fetch();
          const user = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: { ...user, language: 'en' } });
        });
      }
      await signInAs(page, 'staff');
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [1280, 1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        // Each column's narrowest width over every tab's rows: any page mixing these rows fits.
        const narrowest: number[] = [];
        await page.goto('/#/editor/list');
        for (const [index, tab] of tabs[language].entries()) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          const rows = page.getByRole('rowheader');
          await expect(
            rows.first().or(page.getByText(/Постов не найдено|No posts found/)),
          ).toBeVisible();
          await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
          await page.screenshot({
            path: `${SHOTS}/list-${language}-${width}-${index}.png`,
            fullPage: true,
          });
          if (width === 375) {
            await expectNoSidewaysScroll(page);
            for (const remove of await page
              .getByRole('button', { name: /^(Удалить|Delete)$/ })
              .all()) {
              await expectTappable(remove, width);
            }
            continue;
          }
          const overflow = await page.evaluate(() => {
            const scroller = document.querySelector('table')?.parentElement;
            return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
          });
          expect(overflow, `${tab} at ${width} px`).toBeLessThanOrEqual(0);
          const squeezed = await page.evaluate(() => {
            const table = document.querySelector('table');
            if (!table) return [];
            table.style.width = '1px';
            const widths = [...table.querySelectorAll('thead th')].map(
              (th) => th.getBoundingClientRect().width,
            );
            table.style.width = '';
            return widths;
          });
          squeezed.forEach((column, i) => (narrowest[i] = Math.max(narrowest[i] ?? 0, column)));
          for (const remove of await page
            .getByRole('button', { name: /^(Удалить|Delete)$/ })
            .all()) {
            const box = await remove.boundingBox();
            expect(box && box.x + box.width, `${tab} at ${width} px`).toBeLessThanOrEqual(width);
          }
        }
        if (width === 375) continue;
        const room = await page.evaluate(
          () => document.querySelector('table')?.parentElement?.clientWidth ?? 0,
        );
        const needed = narrowest.reduce((sum, column) => sum + column, 0);
        expect(needed, `every tab's rows on one page at ${width} px`).toBeLessThanOrEqual(room);
      }
    });
  }
});
