import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  mainSite,
  type DemoRole,
  type WikiCategory,
  type WikiCategoryListResponse,
} from '@app/contract';
import { refreshTokenFor, signInAs } from '../support/auth.ts';

/** The wiki categories as the demo user of `role` gets them from the server. */
async function categoriesOf(request: APIRequestContext, role: DemoRole): Promise<WikiCategory[]> {
  const refresh = await refreshTokenFor(request, role);
  const token = await request.post(mainSite.tokenRefresh, { data: { refresh } });
  const { access } = (await token.json()) as { access: string };
  const response = await request.get(api.wikiPageList, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as WikiCategoryListResponse;
}

function categoryTitled(categories: WikiCategory[], title: string): WikiCategory {
  const category = categories.find((item) => item.title === title);
  if (!category) throw new Error(`the seed has no wiki category '${title}'`);
  return category;
}

/** Signs in as `role`, waits for the home feed, then opens `hash`. */
async function openAs(page: Page, role: DemoRole, hash: string): Promise<void> {
  await signInAs(page, role);
  await expect(page).toHaveURL(/#\/listnews\//);
  await page.goto(`/#${hash}`);
}

const main = (page: Page) => page.getByRole('main');
const categoryCard = (page: Page, title: string) =>
  main(page).getByRole('article', { name: title, exact: true });
const publicationCards = (page: Page) => main(page).getByRole('article');

test.describe('wiki, Russian client', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the category list counts articles with Russian plurals', async ({ page }) => {
    const categories = await categoriesOf(page.request, 'client');
    await openAs(page, 'client', '/wiki/category');
    await expect(main(page).getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Разделы базы знаний' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(
      categories.map((category) => category.title),
    );
    await expect(categoryCard(page, 'Психология и мотивация')).toContainText('1 статья');
    await expect(categoryCard(page, 'Частые вопросы')).toContainText('2 статьи');
    await expect(categoryCard(page, 'Рецепты')).toContainText('12 статей');
    await expect(categoryCard(page, 'Питание')).toContainText(
      'Основы рациона: калорийность, белки, жиры и углеводы',
    );
    // The picture is decorative (alt ''): the title says it all.
    const image = categoryCard(page, 'Питание').locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    // The side navigation marks the wiki as the current section.
    await expect(
      page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'База знаний' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a log_jump card logs the jump, then opens its page; back returns', async ({ page }) => {
    const faq = categoryTitled(await categoriesOf(page.request, 'client'), 'Частые вопросы');
    expect(faq.log_jump).toBe(true);
    await openAs(page, 'client', '/wiki/category');
    const jump = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(api.logWikiGoToTab),
    );
    await categoryCard(page, 'Частые вопросы').getByRole('link').click();
    expect((await jump).postDataJSON()).toEqual({ wiki_page_id: faq.pk });
    expect((await (await jump).response())?.status()).toBe(201);
    await expect(page).toHaveURL(new RegExp(`#/listwiki/${faq.pk}$`));
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Частые вопросы' }),
    ).toBeVisible();
    await expect(publicationCards(page)).toHaveCount(faq.publications_count);

    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/#\/wiki\/category$/);
    await expect(categoryCard(page, 'Частые вопросы')).toBeVisible();
  });

  test('a card without log_jump opens its page without logging', async ({ page }) => {
    await openAs(page, 'client', '/wiki/category');
    const logged: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(api.logWikiGoToTab)) logged.push(request.url());
    });
    await categoryCard(page, 'Психология и мотивация').getByRole('link').click();
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Психология и мотивация' }),
    ).toBeVisible();
    await expect(publicationCards(page)).toHaveCount(1);
    expect(logged).toEqual([]);
  });

  test('a wiki page: load more, infinite scroll, then the general search in blocks', async ({
    page,
  }) => {
    const recipes = categoryTitled(await categoriesOf(page.request, 'client'), 'Рецепты');
    expect(recipes.publications_count).toBeGreaterThan(10);
    await openAs(page, 'client', '/wiki/category');
    await categoryCard(page, 'Рецепты').getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Рецепты' })).toBeVisible();
    await expect(publicationCards(page)).toHaveCount(10);
    // A click without scrolling to the button: scrolling that far would load the page as well.
    await page.getByRole('button', { name: 'Загрузить ещё' }).dispatchEvent('click');
    await expect(publicationCards(page)).toHaveCount(recipes.publications_count);
    await expect(page.getByRole('button', { name: 'Загрузить ещё' })).toHaveCount(0);

    // Scrolling near the bottom loads the next page as well.
    await page.reload();
    await expect(publicationCards(page)).toHaveCount(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(publicationCards(page)).toHaveCount(recipes.publications_count);

    const search = page.getByRole('searchbox', { name: 'Поиск по публикациям' });
    await search.fill('лосось');
    await search.press('Enter');
    const wiki = page.getByRole('region', { name: 'Вики' });
    await expect(wiki.getByText(/^Найден[аоы]? \d+ публикаци/)).toBeVisible();
    const folder = wiki.getByRole('region', { name: 'Рецепты' });
    await expect(folder.getByRole('article').first()).toContainText(/лосос/i);
    await expect(page.getByText('Это все результаты поиска')).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Рецепты' })).toBeVisible();

    // Clearing the search brings back the list as it was left.
    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await expect(page.getByText('Это все результаты поиска')).toHaveCount(0);
    await expect(publicationCards(page)).toHaveCount(recipes.publications_count);

    // Back from the last card's publication finds every loaded card and the scroll as it was.
    const last = publicationCards(page).last();
    await last.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(500);
    await last.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expect(page).toHaveURL(/#\/publicate\/\d+/);
    await page.goBack();
    await expect(publicationCards(page)).toHaveCount(recipes.publications_count);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test('the category list is also at /listwiki/wiki_pages…; other names are lost', async ({
    page,
  }) => {
    await openAs(page, 'client', '/listwiki/wiki_pages_1');
    await expect(main(page).getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
    await expect(categoryCard(page, 'Рецепты')).toBeVisible();
    await page.goto('/#/listwiki/wiki_pages');
    await expect(categoryCard(page, 'Рецепты')).toBeVisible();
    await page.goto('/#/listwiki/recipes');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    // An id nobody has: the server's 404 leads to the same page.
    await page.goto('/#/listwiki/999999');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  });

  test('an empty category list shows the banner with its picture', async ({ page }) => {
    // Every seeded reader has some wiki publication: only an answer replaced in the browser
    // gives an empty list.
    await page.route(`**${api.wikiPageList}`, (route) => route.fulfill({ json: [] }));
    await openAs(page, 'client', '/wiki/category');
    const banner = page.getByRole('region', { name: 'Здесь пока ничего нет' });
    await expect(banner.getByText('Скоро здесь появится контент')).toBeVisible();
    const picture = banner.getByRole('img');
    await expect(picture).toHaveAttribute('src', '/static/no-items.jpeg');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  });
});

test.describe('wiki, English client', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('English plurals, a page and its search', async ({ page }) => {
    await openAs(page, 'english', '/wiki/category');
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Knowledge base' }),
    ).toBeVisible();
    await expect(categoryCard(page, 'Nutrition')).toContainText('1 article');
    await expect(categoryCard(page, 'Nutrition')).toContainText('Diet basics');
    await expect(categoryCard(page, 'Workouts')).toContainText('2 articles');
    // Categories with nothing for this reader are left out.
    await expect(categoryCard(page, 'Recipes')).toHaveCount(0);

    await categoryCard(page, 'Workouts').getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
    await expect(publicationCards(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Search publications' });
    await search.fill('warm-up');
    await search.press('Enter');
    const wiki = page.getByRole('region', { name: 'Wiki' });
    await expect(wiki.getByText(/^\d+ publications? found$/)).toBeVisible();
    await expect(wiki.getByRole('region', { name: 'Workouts' })).toBeVisible();
    await expect(page.getByText('That is everything the search found')).toBeVisible();

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/wiki\/category$/);
  });

  test('a category with nothing for the reader opens as unknown', async ({ page }) => {
    // Not in the English reader's list (nothing there for them): its address answers 404.
    const recipes = categoryTitled(await categoriesOf(page.request, 'client'), 'Рецепты');
    expect(
      (await categoriesOf(page.request, 'english')).some((category) => category.pk === recipes.pk),
    ).toBe(false);
    await openAs(page, 'english', `/listwiki/${recipes.pk}`);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  });
});

test.describe('wiki on a phone, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('cards stack in one column and a page opens', async ({ page }) => {
    await openAs(page, 'client', '/wiki/category');
    const first = categoryCard(page, 'Питание');
    const second = categoryCard(page, 'Тренировки');
    await expect(second).toBeVisible();
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(b?.x).toBe(a?.x);
    expect(b?.y).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await second.getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Тренировки' })).toBeVisible();
    await expect(publicationCards(page).first()).toBeVisible();
  });
});
