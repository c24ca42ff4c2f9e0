import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mainSite, type Publication } from '@app/contract';
import { signInAs } from '../support/auth.ts';
import { findPost } from '../support/seeded-posts.ts';

// Offline reading is the app's service worker at work: allowed here (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

const hasTextAndImage = (post: Publication) =>
  post.publication_items.some((item) => item.item_type === 'image') &&
  post.publication_items.some((item) => item.item_type === 'text' && /\p{L}{4}/u.test(item.text));

/** A few plain words of the publication's first text block, as the page shows them. */
function firstWords(post: Publication): string {
  const html = post.publication_items.find((item) => item.item_type === 'text')?.text ?? '';
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}+$/u.test(word));
  return words.slice(0, 2).join(' ');
}

/** The names of the Cache Storage caches the page sees. */
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** Whether the worker's publication cache holds the answer for `id`. */
const publicationSaved = (page: Page, id: number) =>
  page.evaluate(async (postId) => {
    const cache = await caches.open('offline-publications-v1');
    const keys = await cache.keys();
    return keys.some((request) => request.url.endsWith(`/api/v1/publication/retrive/${postId}/`));
  }, id);

/** Signs the client in and reloads once the worker controls the page. */
async function signInUnderWorker(page: Page): Promise<void> {
  await signInAs(page, 'client');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  // Once the worker controls the page, the start-up calls (user, config) are saved too.
  await page.reload();
}

async function openOnlineUnderWorker(page: Page, post: Publication): Promise<void> {
  await signInUnderWorker(page);
  await page.goto(`/#/publicate/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect.poll(() => publicationSaved(page, post.id)).toBe(true);
}

/**
 * Takes the page offline: the network goes, and the page is told so as a browser that lost its
 * network would tell it (this headless Chromium keeps `navigator.onLine` true under setOffline).
 */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', {
      get: () => false,
      configurable: true,
    }),
  );
}

/** At a phone's and a desktop's width: a screenshot to look at, and no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `no sideways scrolling at ${width} px`).toBe(false);
  }
}

const cardTitles = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Нет подключения' });

test.describe('offline reading', () => {
  test('a publication opened online reads offline, marked, with liking disabled', async ({
    page,
    context,
  }) => {
    const post = await findPost(page.request, 'client', hasTextAndImage);
    await openOnlineUnderWorker(page, post);

    await goOffline(page, context);
    await page.reload();
    const article = page.getByRole('article', { name: post.title });
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article).toContainText(firstWords(post));
    await expect(offlineBanner(page)).toHaveText('Нет подключения. Показаны сохранённые страницы');
    const like = page.getByRole('button', { name: 'Нравится' });
    await expect(like).toBeDisabled();
    await expect(like).toHaveAccessibleDescription('Нужно подключение к интернету');
    await expect(page.getByRole('button', { name: 'Отправить' })).toBeDisabled();

    await expectNoSidewaysScroll(page, 'offline-publication');

    await context.setOffline(false);
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
      window.dispatchEvent(new Event('online'));
    });
    await expect(offlineBanner(page)).toHaveCount(0);
    await expect(like).toBeEnabled();
  });

  test('the feed and a post opened from it read offline, and moving between them works', async ({
    page,
    context,
  }) => {
    await signInUnderWorker(page);
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await expect(cardTitles(page).first()).toBeVisible();
    const titles = await cardTitles(page).allTextContents();
    const opened = titles[titles.length - 1] ?? '';
    await cardTitles(page).filter({ hasText: opened }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    const postUrl = page.url();
    await expect
      .poll(() => publicationSaved(page, Number(/publicate\/(\d+)/.exec(postUrl)?.[1])))
      .toBe(true);

    await goOffline(page, context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();

    // The in-app Back leads to the saved feed, every card of its first page there.
    await page.getByRole('button', { name: 'Назад', exact: true }).click();
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await expect(cardTitles(page)).toHaveText(titles);
    await expect(offlineBanner(page)).toBeVisible();
    await expectNoSidewaysScroll(page, 'offline-feed');

    await cardTitles(page).filter({ hasText: opened }).getByRole('link').click();
    await expect(page).toHaveURL(postUrl);
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
  });

  test('signing out deletes every saved page', async ({ page }) => {
    const post = await findPost(page.request, 'client', hasTextAndImage);
    await openOnlineUnderWorker(page, post);
    // The comments and the images are saved too (nothing is left on its way).
    await expect
      .poll(() => cacheNames(page))
      .toEqual(
        expect.arrayContaining([
          'offline-publications-v1',
          'offline-comments-v1',
          'offline-images-v1',
        ]),
      );

    await page.goto('/#/logout/');
    // The provider's logout page is on the same origin here: its caches are the app's.
    await page.waitForURL((url) => url.pathname === mainSite.logout);
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('offline-')))
      .toEqual([]);
  });
});
