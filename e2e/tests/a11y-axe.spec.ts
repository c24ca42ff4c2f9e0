import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  withQuery,
  type Comment,
  type DemoRole,
  type EditorListResponse,
  type FeedListResponse,
  type Publication,
  type TopicListResponse,
  type WikiCategoryListResponse,
} from '@app/contract';
import { describeFindings, scanScreen, waitForContent, type AxeFinding } from '../support/axe.ts';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { demoFlowId } from '../support/demo-flow.ts';

/**
 * The axe-core sweep (issue 7): every route of both spec documents and the open states that
 * bring their own markup (dialogs, menus, panels), scanned against WCAG 2.2 A/AA, as a client and
 * as staff, in Russian and English, at desktop and phone widths. One test per combination walks
 * its screens in one page (hash navigation, no reloads) and fails with one line per violation.
 */

type Language = 'ru' | 'en';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const WORDS = {
  ru: {
    search: 'Поиск по публикациям',
    query: 'тренировки',
    searchDone: /Найден|Ничего не найдено/,
    userMenu: /^Меню пользователя/,
    bell: /^Уведомления/,
    notices: 'Уведомления',
    settings: 'Настройки уведомлений',
    playVideo: /^Смотреть видео/,
    openImage: 'Открыть изображение',
    imageViewer: 'Просмотр изображения',
    more: 'Другие действия',
    report: 'Пожаловаться',
    reportTitle: 'Пожаловаться на комментарий?',
    reportNo: 'Нет',
    filters: 'Фильтры',
  },
  en: {
    search: 'Search publications',
    query: 'workout',
    searchDone: /found|Nothing found/,
    userMenu: /^User menu/,
    bell: /^Notifications/,
    notices: 'Notifications',
    settings: 'Notification settings',
    playVideo: /^Play the video/,
    openImage: 'Open the image',
    imageViewer: 'Image viewer',
    more: 'More actions',
    report: 'Report',
    reportTitle: 'Report this comment?',
    reportNo: 'No',
    filters: 'Filters',
  },
} as const;

type Words = (typeof WORDS)[Language];

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function feedOf(request: APIRequestContext, token: string): Promise<Publication[]> {
  const found: Publication[] = [];
  for (let page = 1; page <= 5; page++) {
    const body = await apiGet<FeedListResponse>(request, token, withQuery(api.feedList, { page }));
    found.push(...body.results);
    if (!body.pagination.has_next) break;
  }
  return found;
}

async function postComment(
  request: APIRequestContext,
  role: DemoRole,
  publication: number,
): Promise<Comment> {
  const token = await accessTokenFor(request, role);
  const text = `a11y ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post(api.commentCreate, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { publication: String(publication), text },
  });
  expect(response.status(), `comment by ${role}`).toBe(201);
  return (await response.json()) as Comment;
}

const hasVideo = (post: Publication) => post.videos.some((video) => video.video_url);
const hasImage = (post: Publication) =>
  post.publication_items.some((item) => item.item_type === 'image');

/** Real ids of the reader's world, found through the API as `reader` sees it. */
interface ReaderIds {
  /** A post with a video (the video modal) and one with an image (the viewer); may be one. */
  post: Publication;
  imagePost: Publication | undefined;
  topic: number;
  wikiPage: number;
  /** Someone else's comment (a report target; for staff, a client's: the user card). */
  comment: Comment & { post: number };
}

async function readerIds(
  request: APIRequestContext,
  reader: DemoRole,
  commenter: DemoRole,
): Promise<ReaderIds> {
  const token = await accessTokenFor(request, reader);
  const feed = await feedOf(request, token);
  const post = feed.find((p) => hasVideo(p) && hasImage(p)) ?? feed.find(hasVideo);
  if (!post) throw new Error(`no feed post of ${reader} with a video`);
  const imagePost = hasImage(post) ? post : feed.find(hasImage);
  // The commenter must see the post too (a client only comments in their own flow).
  const commenterFeed = new Set(
    (await feedOf(request, await accessTokenFor(request, commenter))).map((p) => p.id),
  );
  const shared = feed.find((p) => !p.disable_comments && commenterFeed.has(p.id));
  if (!shared) throw new Error(`${reader} and ${commenter} share no post open for comments`);
  const topics = await apiGet<TopicListResponse>(
    request,
    token,
    withQuery(api.topicList, { page: 1 }),
  );
  const topic = topics.results[0];
  if (!topic) throw new Error(`${reader} has no topic`);
  const wiki = await apiGet<WikiCategoryListResponse>(request, token, api.wikiPageList);
  const wikiPage = wiki.find((category) => category.publications_count > 0) ?? wiki[0];
  if (!wikiPage) throw new Error(`${reader} has no wiki category`);
  const comment = await postComment(request, commenter, shared.id);
  return {
    post,
    imagePost,
    topic: topic.id,
    wikiPage: wikiPage.pk,
    comment: { ...comment, post: shared.id },
  };
}

/** Walks screens, collecting every finding; `visit` runs one screen's steps then scans it. */
function sweeper(page: Page) {
  const findings: AxeFinding[] = [];
  const visited: string[] = [];
  return {
    findings,
    visited,
    async scan(screen: string, open: () => Promise<void>): Promise<void> {
      await test.step(screen, async () => {
        await open();
        findings.push(...(await scanScreen(page, screen)));
        visited.push(screen);
      });
    },
  };
}

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}`);
  await waitForContent(page);
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The screens every signed-in user has: feed, search, menus, publication states, wiki, errors. */
async function sweepReaderScreens(
  page: Page,
  sweep: ReturnType<typeof sweeper>,
  words: Words,
  ids: ReaderIds,
  isStaff: boolean,
): Promise<void> {
  const feedHash = new URL(page.url()).hash.slice(1);
  await sweep.scan(`feed ${feedHash}`, async () => {
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
  await sweep.scan('user menu', async () => {
    await page.getByRole('banner').getByRole('button', { name: words.userMenu }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await sweep.scan('feed search results', async () => {
    const search = page.getByRole('searchbox', { name: words.search });
    await search.fill(words.query);
    await search.press('Enter');
    await expect(page.getByRole('main').getByText(words.searchDone).first()).toBeVisible();
  });

  if (!isStaff) {
    await sweep.scan('notices popup', async () => {
      await page.getByRole('banner').getByRole('button', { name: words.bell }).click();
      await expect(page.getByRole('dialog', { name: words.notices })).toBeVisible();
    });
    await sweep.scan('notice settings dialog', async () => {
      await page
        .getByRole('dialog', { name: words.notices })
        .getByRole('button', { name: words.settings })
        .click();
      await expect(page.getByRole('dialog', { name: words.settings })).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await sweep.scan('/favorites', async () => {
      await go(page, '/favorites');
      await expect(mainHeading(page)).toBeVisible();
    });
  }

  await sweep.scan('/community', async () => {
    await go(page, '/community');
    await expect(mainHeading(page)).toBeVisible();
  });
  await sweep.scan(`/topic/${ids.topic}`, async () => {
    await go(page, `/topic/${ids.topic}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  });

  await sweep.scan(`/publicate/${ids.post.id}`, async () => {
    await go(page, `/publicate/${ids.post.id}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  });
  if (hasVideo(ids.post)) {
    await sweep.scan('video modal', async () => {
      await page.getByRole('button', { name: words.playVideo }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  const { imagePost } = ids;
  if (imagePost) {
    if (imagePost !== ids.post) {
      await sweep.scan(`/publicate/${imagePost.id}`, async () => {
        await go(page, `/publicate/${imagePost.id}`);
        await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
    await sweep.scan('image viewer', async () => {
      await page.getByRole('button', { name: words.openImage }).first().click();
      await expect(page.getByRole('dialog', { name: words.imageViewer })).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  const comment = page.getByTestId('comment').filter({ hasText: ids.comment.text_web });
  const commentHash = `/publicate/${ids.comment.post}?comment_target_id=${ids.comment.pk}`;
  await sweep.scan(commentHash, async () => {
    await go(page, commentHash);
    await expect(comment).toBeVisible();
  });
  if (isStaff) {
    await sweep.scan('user card', async () => {
      await comment.getByRole('button', { name: 'Анна Смирнова' }).click();
      await expect(page.getByRole('dialog', { name: 'Анна Смирнова' })).toBeVisible();
      await waitForContent(page);
    });
    await page.keyboard.press('Escape');
  } else {
    await sweep.scan('comment actions menu', async () => {
      await comment.getByRole('button', { name: words.more }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    });
    await sweep.scan('comment report dialog', async () => {
      await page.getByRole('menuitem', { name: words.report }).click();
      await expect(page.getByRole('dialog', { name: words.reportTitle })).toBeVisible();
    });
    await page
      .getByRole('dialog', { name: words.reportTitle })
      .getByRole('button', { name: words.reportNo })
      .click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);

  if (!isStaff) {
    await sweep.scan('/flow-program (a section expanded)', async () => {
      await go(page, '/flow-program');
      // The programme's own progress bar: the publication before it also has an h1 and
      // buttons with aria-controls (replies toggles) while the programme's chunk loads.
      await expect(page.getByRole('main').getByRole('progressbar')).toBeVisible();
      // A section's button controls its panel (the title's info button only shows a tip).
      const section = 'button[aria-controls]';
      const closed = page
        .getByRole('main')
        .locator(`${section}[aria-expanded="false"]:not([aria-disabled="true"])`);
      if ((await closed.count()) > 0) {
        await closed.first().click();
        await expect(
          page.getByRole('main').locator(`${section}[aria-expanded="true"]`),
        ).toHaveCount(1);
      }
    });
  }
  await sweep.scan('/wiki/category', async () => {
    await go(page, '/wiki/category');
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
  await sweep.scan(`/listwiki/${ids.wikiPage}`, async () => {
    await go(page, `/listwiki/${ids.wikiPage}`);
    await expect(mainHeading(page)).toBeVisible();
  });
  await sweep.scan('not found (Oops!)', async () => {
    await go(page, '/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  });
}

/**
 * Staff-only screens: the editor list and its filters, the editor, the schedule, a post's reach,
 * a flow's progress, the preview.
 */
async function sweepStaffScreens(
  page: Page,
  sweep: ReturnType<typeof sweeper>,
  words: Words,
  request: APIRequestContext,
): Promise<void> {
  const token = await accessTokenFor(request, 'staff');
  const list = await apiGet<EditorListResponse>(
    request,
    token,
    withQuery(api.editorPublicationList, { page: 1, visible_page_count: 7 }),
  );
  const row = list.results[0];
  if (!row) throw new Error('the editor list is empty');

  await sweep.scan('/editor/list', async () => {
    await go(page, '/editor/list');
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
  });
  await sweep.scan('editor filters panel', async () => {
    await page.getByRole('button', { name: words.filters }).click();
    await expect(page.getByRole('dialog', { name: words.filters })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await sweep.scan('/editor/create', async () => {
    await go(page, '/editor/create');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForContent(page);
  });
  await sweep.scan(`/editor/edit/${row.pk}`, async () => {
    await go(page, `/editor/edit/${row.pk}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForContent(page);
  });
  await sweep.scan(`/editor/schedule/${row.pk}`, async () => {
    await go(page, `/editor/schedule/${row.pk}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await sweep.scan(`/editor/reach/${row.pk}`, async () => {
    await go(page, `/editor/reach/${row.pk}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  });
  const flowId = await demoFlowId(request, token);
  await sweep.scan(`/editor/progress/${flowId}`, async () => {
    await go(page, `/editor/progress/${flowId}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
  });
  await sweep.scan(`/preview_publ_from_list/${row.pk}`, async () => {
    await go(page, `/preview_publ_from_list/${row.pk}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/** The status pages sit outside the shell; they come last (the session is left as it is). */
async function sweepStatusPages(page: Page, sweep: ReturnType<typeof sweeper>): Promise<void> {
  for (const hash of ['/token_error/', '/access_error/']) {
    await sweep.scan(hash, async () => {
      await go(page, hash);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

const COMBINATIONS = [
  { who: 'client', language: 'ru', role: 'client', commenter: 'supermoderator' },
  { who: 'client', language: 'en', role: 'english', commenter: 'client' },
  { who: 'staff', language: 'ru', role: 'staff', commenter: 'client' },
  { who: 'staff', language: 'en', role: 'staff', commenter: 'client' },
] as const;

test.describe('axe-core sweep (WCAG 2.2 A/AA)', () => {
  // The eight sweeps are independent (each signs in on its own page): let the workers share them.
  test.describe.configure({ mode: 'parallel' });
  for (const combination of COMBINATIONS) {
    for (const size of WIDTHS) {
      const { who, language, role, commenter } = combination;
      test(`${who}, ${language}, ${size.width} px: no violations`, async ({ page }) => {
        // A staff sweep scans about 25 screens: some three minutes on a busy two-core machine.
        test.setTimeout(300_000);
        const words = WORDS[language];
        const isStaff = who === 'staff';
        await page.setViewportSize({ width: size.width, height: size.height });
        if (isStaff && language === 'en') {
          // No demo staff member reads English: the sweep switches the profile's language.
          await page.route(`**${api.userInfo}`, async (route) => {
            const response = await route.fetch();
            const user = (await response.json()) as Record<string, unknown>;
            await route.fulfill({ response, json: { ...user, language: 'en' } });
          });
        }
        // A staff member reads everything: the client's feed gives the ids with their comment.
        const ids = await readerIds(page.request, isStaff ? 'client' : role, commenter);
        await signInAs(page, role);
        await expect(page.locator('html')).toHaveAttribute('lang', language);

        const sweep = sweeper(page);
        await sweepReaderScreens(page, sweep, words, ids, isStaff);
        if (isStaff) await sweepStaffScreens(page, sweep, words, page.request);
        await sweepStatusPages(page, sweep);

        test.info().annotations.push({ type: 'screens', description: sweep.visited.join(', ') });
        expect(describeFindings(sweep.findings), `screens: ${sweep.visited.join(', ')}`).toEqual(
          [],
        );
      });
    }
  }
});
