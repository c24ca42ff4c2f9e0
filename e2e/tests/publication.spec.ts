import { expect, test, type Page } from '@playwright/test';
import { api, type Publication } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { findPost } from '../support/seeded-posts.ts';

const isSummary = (name: string) => name.toLowerCase().includes('summary');
const hasSummaryAndOtherFile = (post: Publication) =>
  post.files.some((file) => isSummary(file.name)) &&
  post.files.some((file) => !isSummary(file.name));

const hasImage = (post: Publication) =>
  post.publication_items.some((item) => item.item_type === 'image');
const hasBothPlayers = (post: Publication) =>
  post.videos.some((video) => video.video_domain && video.video_url && video.video_url_2);

async function openPublication(page: Page, id: number, prevUrl?: string): Promise<void> {
  const query = prevUrl ? `?prev_url=${encodeURIComponent(prevUrl)}` : '';
  await page.goto(`/#/publicate/${id}${query}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
}

const likeButton = (page: Page) => page.getByRole('button', { name: /^(Нравится|Like)$/ });
const likeCount = (page: Page) => likeButton(page).getByTestId('like-count');

test.describe('publication page', () => {
  test('a client likes (it survives a reload), unlikes and favorites', async ({ page }) => {
    const post = await findPost(page.request, 'client', (p) => hasImage(p) && !p.favorite);
    await signInAs(page, 'client');
    await openPublication(page, post.id);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    const like = page.getByRole('button', { name: 'Нравится' });
    const before = Number(await likeCount(page).textContent());
    const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
    const liked = String(!wasLiked);
    const after = String(before + (wasLiked ? -1 : 1));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', liked);
    await expect(likeCount(page)).toHaveText(after);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Нравится' })).toHaveAttribute(
      'aria-pressed',
      liked,
    );
    await expect(likeCount(page)).toHaveText(after);
    await page.getByRole('button', { name: 'Нравится' }).click();
    await expect(likeCount(page)).toHaveText(String(before));

    const favorite = page.getByRole('button', { name: 'В избранное' });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'В избранное' }).click();
    await expect(page.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the video modal plays the first service and switches players', async ({ page }) => {
    const post = await findPost(page.request, 'client', hasBothPlayers);
    const video = post.videos.find((v) => v.video_domain && v.video_url && v.video_url_2);
    if (!video) throw new Error('no video with two players');
    await signInAs(page, 'client');
    await openPublication(page, post.id);

    await page.getByRole('button', { name: `Смотреть видео «${video.video_name}»` }).click();
    const modal = page.getByRole('dialog', { name: video.video_name });
    await expect(modal).toBeVisible();
    const player = modal.locator('iframe');
    await expect(player).toHaveAttribute('src', /autoplay=1/);
    expect(await player.getAttribute('src')).toContain(new URL(video.video_url).host);

    await modal.getByRole('button', { name: 'Плеер 2' }).click();
    await expect(modal.getByRole('button', { name: 'Плеер 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(player).toHaveAttribute('src', video.video_url_2);
    await expect(modal.getByText('Не забудьте отметить просмотренные видео')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('marking a multi-video post viewed asks "seen everything?" first', async ({ page }) => {
    const post = await findPost(
      page.request,
      'client',
      (p) => p.videos.length > 1 && p.is_show_view_button && p.i_view < 100,
    );
    await signInAs(page, 'client');
    await openPublication(page, post.id);

    const viewed = page.getByRole('button', { name: /^Просмотрено/ });
    await expect(viewed).toHaveAttribute('aria-pressed', 'false');
    await viewed.click();
    const confirm = page.getByRole('dialog', { name: 'Вы всё посмотрели?' });
    await expect(confirm).toContainText(`В публикации ${post.videos.length} видео`);
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toBeHidden();
    await expect(viewed).toHaveAttribute('aria-pressed', 'false');

    await viewed.click();
    await page
      .getByRole('dialog', { name: 'Вы всё посмотрели?' })
      .getByRole('button', { name: 'Подтвердить' })
      .click();
    await expect(viewed).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: /^Просмотрено/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Every video of the post is now marked viewed, then unmark without a question.
    await expect(page.getByText('просмотрено', { exact: true })).toHaveCount(post.videos.length);
    await page.getByRole('button', { name: /^Просмотрено/ }).click();
    await expect(page.getByRole('button', { name: /^Просмотрено/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the image viewer zooms between 1× and 4×', async ({ page }) => {
    const post = await findPost(page.request, 'client', hasImage);
    await signInAs(page, 'client');
    await openPublication(page, post.id);

    await page.getByRole('button', { name: 'Открыть изображение' }).first().click();
    const viewer = page.getByRole('dialog', { name: 'Просмотр изображения' });
    await expect(viewer.getByText('Масштаб 1.0×')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Уменьшить' })).toBeDisabled();
    await viewer.getByRole('button', { name: 'Увеличить' }).click();
    await expect(viewer.getByText('Масштаб 1.5×')).toBeVisible();

    await viewer.getByTestId('image-stage').hover();
    await page.mouse.wheel(0, -100);
    await expect(viewer.getByText('Масштаб 1.6×')).toBeVisible();
    for (let i = 0; i < 5; i++) await viewer.getByRole('button', { name: 'Увеличить' }).click();
    await expect(viewer.getByText('Масштаб 4.0×')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Увеличить' })).toBeDisabled();
    // The zoomed image and the page behind never show through the zoom bar.
    const barAlpha = await viewer
      .getByRole('button', { name: 'Увеличить' })
      .locator('..')
      .evaluate((bar) => {
        const color = getComputedStyle(bar).backgroundColor;
        return Number(/rgba?\([^)]*?([\d.]+)\)$/.exec(color.replace(/ \/ /, ', '))?.[1] ?? 0);
      });
    expect(barAlpha).toBeGreaterThanOrEqual(0.9);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test("only a click on a 'summary' file is logged (click-file)", async ({ page }) => {
    const post = await findPost(page.request, 'client', hasSummaryAndOtherFile);
    const summary = post.files.find((file) => isSummary(file.name));
    const other = post.files.find((file) => !isSummary(file.name));
    if (!summary || !other) throw new Error('no summary and other file');
    const logged: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api.logClickFile) logged.push(request.postDataJSON());
    });
    await signInAs(page, 'client');
    await openPublication(page, post.id);

    // Files open in a new tab; the tab is not under test.
    page.context().on('page', (tab) => void tab.close());
    await page.getByRole('link', { name: other.name }).click();
    const request = page.waitForRequest(
      (candidate) =>
        new URL(candidate.url()).pathname === api.logClickFile && candidate.method() === 'POST',
    );
    await page.getByRole('link', { name: summary.name }).click();
    expect((await request).postDataJSON()).toEqual({
      publication: post.id,
      publication_item: summary.pk,
    });
    // Requests go out in click order: the other file's click, had it been logged, came first.
    expect(logged).toEqual([{ publication: post.id, publication_item: summary.pk }]);
  });

  test('a green-flow user sees no likes or comments', async ({ page }) => {
    const post = await findPost(page.request, 'green', () => true);
    await signInAs(page, 'green');
    await openPublication(page, post.id);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Нравится' })).toHaveCount(0);
    await expect(page.getByText(/комментари/)).toHaveCount(0);
  });

  test('staff have no viewed or favorite controls, in the page or the video modal', async ({
    page,
  }) => {
    const post = await findPost(page.request, 'staff', (p) => p.videos.length > 1);
    await signInAs(page, 'staff');
    await openPublication(page, post.id);
    await expect(page.getByRole('button', { name: 'Нравится' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'В избранное' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Просмотрено/ })).toHaveCount(0);

    await page
      .getByRole('button', { name: /^Смотреть видео/ })
      .first()
      .click();
    const modal = page.getByRole('dialog');
    await expect(modal.locator('iframe')).toBeVisible();
    await expect(modal.getByRole('checkbox')).toHaveCount(0);
  });

  test('English UI, and back returns to prev_url', async ({ page }) => {
    const post = await findPost(page.request, 'english', () => true);
    await signInAs(page, 'english');
    await openPublication(page, post.id, '/favorites');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/#\/favorites$/);
  });

  test('an unknown or malformed id leads to the not-found page', async ({ page }) => {
    await signInAs(page, 'client', '/#/publicate/999999');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await page.goto('/#/publicate/abc');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  /** The favorite star sits on the same line as the like button. */
  async function expectOneLikesRow(page: Page): Promise<void> {
    const like = await likeButton(page).boundingBox();
    const star = await page.getByRole('button', { name: 'В избранное' }).boundingBox();
    expect(star?.y).toBeCloseTo(like?.y ?? Number.NaN, 0);
  }

  test('the likes row keeps to one line; titles and tag chips are 44 px targets', async ({
    page,
  }) => {
    const post = await findPost(
      page.request,
      'client',
      (p) => p.is_show_view_button && p.videos.length > 1,
    );
    const access = await accessTokenFor(page.request, 'client');
    const topics = await page.request.get(api.topicList, {
      headers: { authorization: `Bearer ${access}` },
    });
    const [topic] = ((await topics.json()) as { results: Publication[] }).results;
    if (!topic) throw new Error('the client has no topic');
    await signInAs(page, 'client');

    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const title of await cards.getByRole('heading', { level: 2 }).getByRole('link').all()) {
      expect((await title.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    const chips = page.getByRole('group', { name: 'Фильтр по тегам' }).getByRole('button');
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.all()) {
      expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }

    // The widest row: like, comments, 'viewed' and the star.
    await openPublication(page, post.id);
    await expect(page.getByRole('button', { name: /^Просмотрено/ })).toBeVisible();
    await expectOneLikesRow(page);
    await page.goto(`/#/topic/${topic.id}`);
    await expect(page.getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    await expectOneLikesRow(page);
  });
});
