import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, type DemoRole, type FixListResponse } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';

const FEED = '/#/listnews/physical_transformation';

async function pinnedTitles(request: APIRequestContext, role: DemoRole): Promise<string[]> {
  const access = await accessTokenFor(request, role);
  const response = await request.get(`${api.feedFixList}?feed_group=physical_transformation`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return ((await response.json()) as FixListResponse).results.map((post) => post.title);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 });

test.describe('feed, client', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('pinned posts come first; load more and scrolling append pages', async ({ page }) => {
    const pinned = await pinnedTitles(page.request, 'client');
    expect(pinned.length).toBeGreaterThan(0);
    await signInAs(page, 'client');
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await expect(cards(page)).toHaveCount(pinned.length + 10);
    expect((await cardTitles(page).allTextContents()).slice(0, pinned.length)).toEqual(pinned);
    // One group only: no tabs for an ordinary client.
    await expect(page.getByRole('navigation', { name: 'Группы ленты' })).toHaveCount(0);

    // A click without scrolling to the button: scrolling that far would load the page as well.
    await page.getByRole('button', { name: 'Загрузить ещё' }).dispatchEvent('click');
    await expect(cards(page)).toHaveCount(pinned.length + 20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(page)).toHaveCount(pinned.length + 30);
    expect((await cardTitles(page).allTextContents()).slice(0, pinned.length)).toEqual(pinned);
  });

  test('a tag narrows the feed to posts with that tag', async ({ page }) => {
    await signInAs(page, 'client');
    await expect(cards(page).first()).toBeVisible();
    const before = await cards(page).count();
    const webinar = page.getByRole('group', { name: 'Фильтр по тегам' }).getByRole('button', {
      name: 'Вебинар',
    });
    await webinar.click();
    await expect(webinar).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    const count = await cards(page).count();
    expect(count).toBeLessThan(before);
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards(page).nth(index).getByRole('list', { name: 'Теги' })).toContainText(
        'Вебинар',
      );
    }
    await webinar.click();
    await expect(cards(page)).toHaveCount(before);
  });

  test('search finds inflected words, grouped in blocks; clear brings the feed back', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    const search = page.getByRole('searchbox', { name: 'Поиск по публикациям' });
    await expect(search).toHaveAttribute('placeholder', 'Поиск: например, тренировки');
    await search.fill('тренировки');
    await search.press('Enter');

    const transformation = page.getByRole('region', { name: 'Физическая трансформация' });
    await expect(transformation.getByText(/^Найдено \d+ публикаци/)).toBeVisible();
    await expect(transformation.getByRole('article').first()).toContainText(/Тренировк/);
    // The wiki block groups its posts under wiki page titles.
    const wiki = page.getByRole('region', { name: 'Вики' });
    await expect(wiki.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Психология', exact: true })).toHaveCount(0);
    await expect(page.getByText('Это все результаты поиска')).toBeVisible();

    // The icon button runs the search too.
    await search.fill('zzzzqqq');
    await page.getByRole('button', { name: 'Искать' }).click();
    await expect(transformation.getByText('Ничего не найдено')).toBeVisible();

    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByText('Это все результаты поиска')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a misspelled search finds the nearest spelling and says so', async ({ page }) => {
    await signInAs(page, 'client');
    const search = page.getByRole('searchbox', { name: 'Поиск по публикациям' });
    await search.fill('тренеровка');
    await search.press('Enter');

    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Показаны результаты по запросу «тренировка»',
    );
    const transformation = page.getByRole('region', { name: 'Физическая трансформация' });
    await expect(transformation.getByRole('article').first()).toContainText(/Тренировк/);

    // Spelled right, the search needs no correction.
    await search.fill('тренировка');
    await search.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(transformation.getByRole('article').first()).toContainText(/Тренировк/);
  });
});

/** Loads pages ('load more') until the feed holds at least `count` cards. */
async function loadAtLeast(page: Page, count: number): Promise<void> {
  while ((await cards(page).count()) < count) {
    const before = await cards(page).count();
    await page.getByRole('button', { name: 'Загрузить ещё' }).dispatchEvent('click');
    await expect(cards(page)).not.toHaveCount(before);
  }
}

/** Scrolls card `index` to the middle of the window; resolves once no page is loading. */
async function scrollToCard(
  page: Page,
  index: number,
): Promise<{ scrollY: number; count: number }> {
  await cards(page)
    .nth(index)
    .evaluate((card) => card.scrollIntoView({ block: 'center' }));
  // Past the infinite scroll's 500 ms throttle: a page it starts is loaded before we go on.
  await page.waitForTimeout(700);
  await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  return { scrollY: await page.evaluate(() => window.scrollY), count: await cards(page).count() };
}

test.describe('feed, the place on Back', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Back restores the loaded pages and the scroll position; a fresh visit starts over', async ({
    page,
  }) => {
    const pinned = (await pinnedTitles(page.request, 'client')).length;
    await signInAs(page, 'client');
    await expect(cards(page).first()).toBeVisible();
    await loadAtLeast(page, 32);
    const place = await scrollToCard(page, 25);
    expect(place.scrollY).toBeGreaterThan(1000);
    const title = (await cardTitles(page).nth(25).textContent()) ?? '';

    // The in-app back button.
    await cardTitles(page).nth(25).getByRole('link').click();
    await expect(page).toHaveURL(/#\/publicate\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Назад', exact: true }).click();
    await expect(cards(page)).toHaveCount(place.count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place.scrollY);
    await expect(cardTitles(page).nth(25)).toHaveText(title);
    await expect(cardTitles(page).nth(25)).toBeInViewport();

    // The browser's Back.
    await cardTitles(page).nth(25).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(cards(page)).toHaveCount(place.count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place.scrollY);

    // A fresh visit of the section (not Back): the first page, at the top.
    await page
      .getByRole('navigation', { name: 'Разделы' })
      .getByRole('link', { name: 'Лента' })
      .click();
    await expect(cards(page)).toHaveCount(pinned + 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('feed groups and roles', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a paid client has the Physical Psychology tab, remembered as currentTab', async ({
    page,
  }) => {
    await signInAs(page, 'paid');
    const tabs = page.getByRole('navigation', { name: 'Группы ленты' });
    await expect(tabs.getByRole('link')).toHaveText(['Физическая трансформация', 'Психология']);
    await tabs.getByRole('link', { name: 'Психология' }).click();
    await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
    await expect(tabs.getByRole('link', { name: 'Психология' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page).first().getByRole('list', { name: 'Теги' })).toContainText(
      'Психология',
    );
    expect(await page.evaluate(() => localStorage.getItem('currentTab'))).toBe('physical_rpp');
    await page.goto('/#/');
    await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
  });

  test('a client has no staff filters; staff filter by flow and sort', async ({ page }) => {
    await signInAs(page, 'client');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Поток' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveCount(0);

    await signInAs(page, 'staff', FEED);
    const flow = page.getByRole('combobox', { name: 'Поток' });
    await expect(flow).toBeVisible();
    await expect(flow.getByRole('option').first()).toHaveText('Все потоки');
    const sort = page.getByRole('combobox', { name: 'Сортировка' });
    await expect(sort).toHaveValue('-pub_start_date');
    await expect(cards(page).first()).toBeVisible();
    const newestFirst = await cardTitles(page).allTextContents();
    await sort.selectOption({ label: 'Сначала старые' });
    await expect.poll(() => cardTitles(page).allTextContents()).not.toEqual(newestFirst);
    await sort.selectOption({ label: 'Сначала новые' });
    await expect.poll(() => cardTitles(page).allTextContents()).toEqual(newestFirst);
  });

  test('the English user gets the English feed and search', async ({ page }) => {
    await signInAs(page, 'english');
    const search = page.getByRole('searchbox', { name: 'Search publications' });
    await expect(search).toHaveAttribute('placeholder', 'Search: for example, workouts');
    await expect(cards(page).first()).toBeVisible();
    await search.fill('workouts');
    await search.press('Enter');
    await expect(page.getByText(/^\d+ publications? found$/).first()).toBeVisible();
    await expect(page.getByText('That is everything the search found')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

    await search.fill('wrokouts');
    await search.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Showing results for “workouts”',
    );
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});

test.describe('feed on a phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the group tabs become a sticky dropdown', async ({ page }) => {
    await signInAs(page, 'paid');
    await expect(page.getByRole('navigation', { name: 'Группы ленты' })).toBeHidden();
    const dropdown = page.getByRole('combobox', { name: 'Группы ленты' });
    await expect(dropdown).toHaveValue('physical_transformation');
    await dropdown.selectOption({ label: 'Психология' });
    await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Stuck just below the shell's sticky header and section strip, not under them.
    const strip = await page
      .getByRole('navigation', { name: 'Разделы', exact: true })
      .boundingBox();
    const box = await dropdown.boundingBox();
    if (!strip || !box) throw new Error('the strip or the dropdown has no box');
    expect(box.y).toBeGreaterThanOrEqual(strip.y + strip.height - 1);
    expect(box.y).toBeLessThan(strip.y + strip.height + 24);
  });
});
