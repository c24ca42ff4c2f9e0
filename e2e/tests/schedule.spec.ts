import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  api,
  mainSite,
  toMoscowMinute,
  withQuery,
  type EditorParamsResponse,
  type EditorPublication,
  type FeedListResponse,
  type NoticeListResponse,
  type ScheduleList,
} from '@app/contract';
import { mkdirSync } from 'node:fs';
import { refreshTokenFor, signInAs } from '../support/auth.ts';
import { expectNoSidewaysScroll, expectTappable } from '../support/phone-checks.ts';

// The test makes its own post (a unique title) and plans actions a few years ahead, so the
// scheduler never fires them while the test runs.

const SHOTS = '/tmp/shots/editor';

async function staffToken(request: APIRequestContext, role: 'staff' | 'client' = 'staff') {
  const refresh = await refreshTokenFor(request, role);
  const response = await request.post(mainSite.tokenRefresh, { data: { refresh } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

async function scheduleOf(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(api.scheduleItemList(id), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ScheduleList;
}

// Russian date and time pickers in the screenshot.
test.use({ locale: 'ru-RU' });

test('the schedule screen saves the rows and loads them again (staff, ru)', async ({ page }) => {
  const token = await staffToken(page.request);
  const word = Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const title = `Пост по расписанию ${word}`;
  const created = await page.request.post(api.editorPublicationCreate, {
    headers: { authorization: `Bearer ${token}` },
    data: { title, publication_items: [] },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as EditorPublication;

  await signInAs(page, 'staff');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/editor/list');
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(word);
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await row.getByRole('link', { name: 'Расписание' }).click();

  // An empty schedule starts with one row at the current Moscow minute; Save waits for an action
  // and says so, and the row says that this moment runs at once.
  await expect(page.getByRole('heading', { name: 'Расписание' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(page.getByText('Выберите действие в каждой строке')).toBeVisible();
  await expect(page.getByLabel('Время 1')).toHaveAccessibleDescription(
    'Это время уже наступило: действие выполнится сразу после сохранения.',
  );
  await page.getByRole('button', { name: 'О времени' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Дата и время указываются по московскому времени',
  );

  await page.getByRole('combobox', { name: 'Действие 1' }).selectOption('activation');
  await page.getByLabel('Дата 1').fill('2031-05-01');
  await page.getByLabel('Время 1').fill('09:30');
  const add = page.getByRole('button', { name: 'Добавить еще одно действие' });
  await add.click();
  await page.getByRole('combobox', { name: 'Действие 2' }).selectOption('activation');
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Действие 2' }).selectOption('pin');
  await add.click();
  await add.click();
  await add.click();
  // One row per action: five with the reminder, then no more.
  await expect(page.getByRole('combobox')).toHaveCount(5);
  await expect(add).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Действие 3' }).selectOption('unpin');
  await page.getByRole('combobox', { name: 'Действие 4' }).selectOption('deactivation');
  await page.getByRole('combobox', { name: 'Действие 5' }).selectOption('nudge');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/schedule.png` });

  // An incomplete row: the message, and nothing sent.
  await page.getByLabel('Время 4').fill('');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('alert')).toHaveText('Одно или несколько полей заполнены неверно');
  expect(await scheduleOf(page.request, token, post.id)).toEqual([]);

  await page.getByRole('button', { name: 'Удалить действие 5' }).click();
  await page.getByRole('button', { name: 'Удалить действие 4' }).click();
  await page.getByRole('button', { name: 'Удалить действие 3' }).click();
  await page.getByLabel('Дата 2').fill('2031-05-02');
  await page.getByLabel('Время 2').fill('18:05');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Расписание успешно обновлено')).toBeVisible();
  await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);

  const saved = await scheduleOf(page.request, token, post.id);
  expect(saved.map(({ event, event_date }) => ({ event, event_date }))).toEqual([
    { event: 'activation', event_date: '2031-05-01T09:30' },
    { event: 'pin', event_date: '2031-05-02T18:05' },
  ]);

  // The list shows the post as delayed with its planned activation.
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(word);
  await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
  await expect(row.getByText('Отложен')).toBeVisible();
  await expect(row.getByText('Публикация: 01.05.2031 09:30')).toBeVisible();

  // Reopened, the screen shows the saved rows; removing them all clears the schedule.
  await row.getByRole('link', { name: 'Расписание' }).click();
  await expect(page.getByRole('combobox', { name: 'Действие 1' })).toHaveValue('activation');
  await expect(page.getByLabel('Время 2')).toHaveValue('18:05');
  await page.getByRole('button', { name: 'Удалить действие 2' }).click();
  await page.getByRole('button', { name: 'Удалить действие 1' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);
  expect(await scheduleOf(page.request, token, post.id)).toEqual([]);
});

test.describe('the schedule screen on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('on a phone the screen fits, names the post, and Back returns to the list (staff, ru)', async ({
    page,
  }) => {
    const token = await staffToken(page.request);
    const word = Array.from({ length: 10 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const title = `Пост с телефона ${word}`;
    const created = await page.request.post(api.editorPublicationCreate, {
      headers: { authorization: `Bearer ${token}` },
      data: { title, publication_items: [] },
    });
    expect(created.status()).toBe(201);

    await signInAs(page, 'staff', '/#/editor/list');
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(word);
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
    const listUrl = new RegExp(`#/editor/list\\?search=${word}$`);
    await expect(page).toHaveURL(listUrl);
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
      .getByRole('link', { name: 'Расписание' })
      .click();

    await expect(page.getByRole('heading', { name: 'Расписание' })).toBeVisible();
    await expect(page.getByText(`Пост: ${title}`)).toBeVisible();
    const add = page.getByRole('button', { name: 'Добавить еще одно действие' });
    await expectTappable(add, 375);
    await add.click();
    await add.click();
    await add.click();
    await expect(page.getByRole('combobox')).toHaveCount(4);

    for (const [width, height] of [
      [375, 812],
      [800, 400],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectNoSidewaysScroll(page);
      for (let number = 1; number <= 4; number += 1) {
        await expectTappable(page.getByRole('combobox', { name: `Действие ${number}` }), width);
        await expectTappable(page.getByLabel(`Дата ${number}`), width);
        await expectTappable(page.getByLabel(`Время ${number}`), width);
        await expectTappable(
          page.getByRole('button', { name: `Удалить действие ${number}` }),
          width,
        );
      }
      await expectTappable(page.getByRole('button', { name: 'О времени' }), width);
      await expectTappable(page.getByRole('button', { name: 'Назад' }), width);
    }

    // A tap shows the Moscow-time hint, inside the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'О времени' }).tap();
    await expect(page.getByRole('tooltip')).toBeVisible();
    const tip = await page.getByRole('tooltip').boundingBox();
    expect(tip && tip.x >= 0 && tip.x + tip.width <= 375).toBe(true);
    await expectNoSidewaysScroll(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/schedule-375.png`, fullPage: true });

    // Back: to the list it was opened from, its search kept.
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
  });
});

/** The current minute in Moscow as the schedule screen's date and time fields take it. */
function moscowNow(): { date: string; time: string } {
  const [date = '', time = ''] = toMoscowMinute(new Date()).split('T');
  return { date, time };
}

test('a publish planned for now goes out: the client sees the post and gets a notice', async ({
  page,
}) => {
  const token = await staffToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const params = (await (
    await page.request.get(api.editorParams, { headers })
  ).json()) as EditorParamsResponse;
  const pkOf = (options: { pk: number; title: string }[], title: string): number => {
    const option = options.find((item) => item.title === title);
    if (!option) throw new Error(`no editor option '${title}'`);
    return option.pk;
  };
  const title = `Новое видео ${Date.now().toString(36)}`;
  const created = await page.request.post(api.editorPublicationCreate, {
    headers,
    data: {
      title,
      preview_text: 'Смотрите новое видео недели.',
      section: pkOf(params.publicate_section, 'Лента'),
      feed_group: pkOf(params.feed_group, 'Физическая трансформация'),
      feed_tags: [pkOf(params.feed_tag, 'Видео')],
      // The demo client's flow only: other tests' readers get no notice from it.
      flows: [pkOf(params.flows, 'Поток 12 · Трансформация')],
      publication_items: [],
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as EditorPublication;

  // Staff plan the publish for the current Moscow minute: it is due at once.
  await signInAs(page, 'staff', `/#/editor/schedule/${post.id}`);
  const now = moscowNow();
  await page.getByRole('combobox', { name: 'Действие 1' }).selectOption('activation');
  await page.getByLabel('Дата 1').fill(now.date);
  await page.getByLabel('Время 1').fill(now.time);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/#\/editor\/list(\?.*)?$/);

  // The worker publishes it: it reaches the client's feed, with a new-publication notice.
  const client = { authorization: `Bearer ${await staffToken(page.request, 'client')}` };
  await expect
    .poll(
      async () => {
        const feed = await page.request.get(withQuery(api.feedList, { page: 1 }), {
          headers: client,
        });
        return ((await feed.json()) as FeedListResponse).results.map((item) => item.title);
      },
      { timeout: 20_000 },
    )
    .toContain(title);
  const lastRun = async () => {
    const history = await page.request.get(
      withQuery(api.scheduleItemList(post.id), { history: 1 }),
      { headers },
    );
    return ((await history.json()) as ScheduleList)[0];
  };
  // Its notices go out once the publishing has committed, each part adding to the count.
  await expect
    .poll(async () => (await lastRun())?.notified_count ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(await lastRun()).toMatchObject({ event: 'activation', state: 'done' });
  const notices = await page.request.get(withQuery(api.noticeList, { page: 1 }), {
    headers: client,
  });
  const newPublications = ((await notices.json()) as NoticeListResponse).results.filter(
    (notice) => notice.notice_type === 'np',
  );
  expect(newPublications.map((notice) => notice.new_publication?.title)).toContain(title);
});
