import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  withQuery,
  type EditorListResponse,
  type Publication,
  type TopicListResponse,
  type WikiCategoryListResponse,
} from '@app/contract';
import { scanScreen, waitForContent } from '../support/axe.ts';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { demoFlowId } from '../support/demo-flow.ts';
import { describePhoneFindings, measurePhone, type PhoneFinding } from '../support/phone-gate.ts';
import { feedOf } from '../support/seeded-posts.ts';

/**
 * The phone gate (issue 15): every route of both spec documents and the open states of the
 * shell, as a client (the paid one: a second feed group) and as staff, on a phone held upright
 * (375 × 812) and sideways (800 × 400). One test per combination walks its screens in one page
 * (hash navigation, no reloads) and fails with one line per problem.
 */

const PHONES = [
  { name: 'portrait', viewport: { width: 375, height: 812 } },
  { name: 'landscape', viewport: { width: 800, height: 400 } },
] as const;

const hasVideo = (post: Publication) => post.videos.some((video) => video.video_url);
const hasImage = (post: Publication) =>
  post.publication_items.some((item) => item.item_type === 'image');

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Real ids of the paid client's world: posts with an image and a video, a topic, a wiki page. */
async function readerIds(request: APIRequestContext) {
  const feed = await feedOf(request, 'paid');
  const post = feed.find(hasImage);
  const videoPost = feed.find(hasVideo);
  if (!post || !videoPost) throw new Error('the paid client has no post with an image or a video');
  const token = await accessTokenFor(request, 'paid');
  const topics = await apiGet<TopicListResponse>(request, token, withQuery(api.topicList, {}));
  const wiki = await apiGet<WikiCategoryListResponse>(request, token, api.wikiPageList);
  const topic = topics.results[0];
  const wikiPage = wiki.find((category) => category.publications_count > 0) ?? wiki[0];
  if (!topic || !wikiPage) throw new Error('the paid client has no topic or no wiki page');
  return { post, videoPost, topic: topic.id, wikiPage: wikiPage.pk };
}

type Walk = ReturnType<typeof walker>;

/** Walks screens, measuring each once it has its content. */
function walker(page: Page) {
  const findings: PhoneFinding[] = [];
  const visited: string[] = [];
  return {
    findings,
    visited,
    async measure(screen: string, open: () => Promise<void>): Promise<void> {
      await test.step(screen, async () => {
        await open();
        await waitForContent(page);
        findings.push(...(await measurePhone(page, screen)));
        visited.push(screen);
      });
    },
  };
}

/**
 * Opens `hash` in the running app and waits until the previous screen has left the main area
 * (a route's loader keeps the old screen up while it loads).
 */
async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate(() => {
    for (const old of document.querySelectorAll('main > *')) old.setAttribute('data-left', '');
  });
  await page.goto(`/#${hash}`);
  await expect(page.locator('main > [data-left]')).toHaveCount(0);
  await waitForContent(page);
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const articleHeading = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 1 }).first();

/** A feed group's screen, then the same 300 px down (where the sticky bars stick). */
async function walkFeed(page: Page, walk: Walk, group: string): Promise<void> {
  await walk.measure(`feed ${group}`, async () => {
    const hash = `#/listnews/${group}`;
    if (new URL(page.url()).hash !== hash) {
      // Another group keeps the feed screen up: its cards change once the group's page is in.
      const loaded = page.waitForResponse((response) =>
        response.url().includes(`feed_group=${group}`),
      );
      await page.goto(`/${hash}`);
      await loaded;
    }
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
  await walk.measure(`feed ${group} scrolled 300 px`, async () => {
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => Math.round(window.scrollY) === 300);
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The reader's filters popup: its menu, then the feed's page of switches. */
async function walkFilters(page: Page, walk: Walk): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Фильтры' });
  await walk.measure('filters popup', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Фильтры' }).click();
    await expect(popup).toBeVisible();
  });
  await walk.measure('filters popup: feed switches', async () => {
    await popup.getByRole('button', { name: /^Лента/ }).click();
    // The popup is named after the page it shows.
    await expect(
      page.getByRole('dialog', { name: 'Лента' }).getByRole('switch').first(),
    ).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The shell's open states: the user menu; a client's notices, their settings and the filters. */
async function walkShell(page: Page, walk: Walk, isStaff: boolean): Promise<void> {
  const banner = page.getByRole('banner');
  await walk.measure('user menu open', async () => {
    await banner.getByRole('button', { name: /^Меню пользователя/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  if (isStaff) return;
  await walk.measure('notices popup', async () => {
    await banner.getByRole('button', { name: /^Уведомления/ }).click();
    await expect(page.getByRole('dialog', { name: 'Уведомления' })).toBeVisible();
  });
  await walk.measure('notice settings popup', async () => {
    await page
      .getByRole('dialog', { name: 'Уведомления' })
      .getByRole('button', { name: 'Настройки уведомлений' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Настройки уведомлений' })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await walkFilters(page, walk);
}

/** The reader's routes (staff get the feed on the client-only ones: measured already). */
async function walkReader(
  page: Page,
  walk: Walk,
  ids: Awaited<ReturnType<typeof readerIds>>,
  isStaff: boolean,
) {
  const clientOnly: [string, () => Promise<void>][] = [
    ['/favorites', () => expect(mainHeading(page)).toBeVisible()],
    ['/flow-program', () => expect(mainHeading(page)).toBeVisible()],
  ];
  const screens: [string, () => Promise<void>][] = [
    ...(isStaff ? [] : clientOnly),
    [`/publicate/${ids.post.id}`, () => expect(articleHeading(page)).toBeVisible()],
    [`/topic/${ids.topic}`, () => expect(articleHeading(page)).toBeVisible()],
    ['/community', () => expect(mainHeading(page)).toBeVisible()],
    [
      '/wiki/category',
      () => expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible(),
    ],
    [`/listwiki/${ids.wikiPage}`, () => expect(mainHeading(page)).toBeVisible()],
    ['/no-such-screen', () => expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()],
  ];
  for (const [hash, settled] of screens) {
    await walk.measure(hash, async () => {
      await go(page, hash);
      await settled();
    });
  }
  await walkPublicationDialogs(page, walk, ids);
}

/** The publication's own dialogs: the image viewer and the video player. */
async function walkPublicationDialogs(
  page: Page,
  walk: Walk,
  ids: Awaited<ReturnType<typeof readerIds>>,
): Promise<void> {
  const dialogs = [
    { post: ids.post, screen: 'image viewer', opener: 'Открыть изображение' },
    { post: ids.videoPost, screen: 'video modal', opener: /^Смотреть видео/ },
  ];
  for (const { post, screen, opener } of dialogs) {
    // One publication screen to another keeps the screen mounted: wait for the post's title.
    await page.goto(`/#/publicate/${post.id}`);
    await expect(articleHeading(page)).toHaveText(post.title);
    await walk.measure(screen, async () => {
      await page.getByRole('main').getByRole('button', { name: opener }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** The editor's routes (with a post's reach and a flow's progress), on the first listed post. */
async function walkEditor(page: Page, walk: Walk): Promise<void> {
  const token = await accessTokenFor(page.request, 'staff');
  const list = await apiGet<EditorListResponse>(
    page.request,
    token,
    withQuery(api.editorPublicationList, { page: 1, visible_page_count: 7 }),
  );
  const row = list.results[0];
  if (!row) throw new Error('the editor list is empty');
  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const screens: [string, () => Promise<void>][] = [
    [
      '/editor/list',
      () => expect(page.getByRole('main').getByText(row.title).first()).toBeVisible(),
    ],
    // The editor serves create and edit: the schedule screen between them.
    ['/editor/create', heading],
    [`/editor/schedule/${row.pk}`, heading],
    [`/editor/edit/${row.pk}`, heading],
    [`/editor/reach/${row.pk}`, heading],
    [`/editor/progress/${await demoFlowId(page.request, token)}`, heading],
    [`/preview_publ_from_list/${row.pk}`, () => expect(articleHeading(page)).toBeVisible()],
  ];
  for (const [hash, settled] of screens) {
    await walk.measure(hash, async () => {
      await go(page, hash);
      await settled();
    });
  }
}

/** The status pages sit outside the shell; they come last. */
async function walkStatusPages(page: Page, walk: Walk): Promise<void> {
  for (const hash of ['/token_error/', '/access_error/']) {
    await walk.measure(hash, async () => {
      await go(page, hash);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
}

/** Each problem the gate must catch next to its look-alike that passes. */
const GATE_FIXTURE = `
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <style>
    body { margin: 0; font: 16px/1.5 sans-serif; }
    header { position: fixed; top: 0; left: 0; width: 200px; height: 56px; background: #fff; z-index: 2; }
    .bar { position: sticky; top: 0; z-index: 1; display: flex; justify-content: space-between; }
    .bar button, .bar a { width: 44px; height: 44px; }
    main { padding: 64px 16px; }
    .row { display: flex; gap: 4px; margin: 40px 0; }
    .small { width: 30px; height: 30px; }
    .big { width: 44px; height: 44px; }
    label { display: flex; align-items: center; min-height: 44px; }
    .wide { width: 500px; height: 10px; }
    .left { margin-left: -40px; width: 100px; height: 10px; }
    .scroller { overflow-x: auto; }
  </style>
  <header><button class="big">Меню</button></header>
  <div class="bar"><button>Скрытая</button><a class="visible" href="#x">Видна</a></div>
  <main>
    <div class="row"><button class="small">Мелкая</button><button class="big">Соседка</button></div>
    <div class="row"><button class="small">Одна</button></div>
    <p>Текст со <a href="#y">ссылкой</a> внутри.</p>
    <label><input type="checkbox" /> Флажок</label>
    <button class="small" disabled>Выкл</button>
    <div class="scroller"><div class="wide"></div></div>
    <div class="scroller"><div class="row" style="padding-left: 400px">
      <button class="small">Прокрутка</button><button class="big">Рядом</button>
    </div></div>
    <div style="overflow: hidden; height: 0">
      <button class="small">Спрятана</button><button class="small">Тоже</button>
    </div>
    <div style="position: relative">
      <div style="overflow: hidden; height: 0">
        <button class="small" style="position: absolute; top: 0">Выпала</button>
      </div>
      <button class="big" style="margin-left: 34px">Сбоку</button>
    </div>
    <div class="wide"></div>
    <div class="left"></div>
  </main>`;

test.describe('phone gate, the gate itself', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('catches overflow, a cut-off, crowded 30 px buttons and a covered bar control, only those', async ({
    page,
  }) => {
    await page.setContent(GATE_FIXTURE);
    const findings = await measurePhone(page, 'fixture');
    expect(findings.map(({ rule, subject }) => `${rule}: ${subject}`).sort()).toEqual([
      'cut-off: div (.left)',
      'overflow: div (.wide)',
      'sticky-cover: button "Скрытая" in sticky div (.bar)',
      'target-size: button "Выпала" (.small) 30×30',
      'target-size: button "Мелкая" (.small) 30×30',
      'target-size: button "Прокрутка" (.small) 30×30',
    ]);
    expect(describePhoneFindings(findings)).toEqual([
      'overflow: div (.wide): 500 px wide, from x 16 to 516; page 516 px wide [on: fixture]',
      'cut-off: div (.left): 100 px wide, from x -24 to 76 [on: fixture]',
      'target-size: button "Мелкая" (.small) 30×30: under 44 px and its 44 px circle meets button "Соседка" (.big) 44×44 [on: fixture]',
      'target-size: button "Прокрутка" (.small) 30×30: under 44 px and its 44 px circle meets button "Рядом" (.big) 44×44 [on: fixture]',
      'target-size: button "Выпала" (.small) 30×30: under 44 px and its 44 px circle meets button "Сбоку" (.big) 44×44 [on: fixture]',
      'sticky-cover: button "Скрытая" in sticky div (.bar): covered by button "Меню" (.big) of fixed header [on: fixture]',
    ]);
  });

  test('the axe sweep runs the WCAG 2.2 target-size rule', async ({ page }) => {
    await page.setContent(
      '<main><h1>Кнопки</h1><button style="width: 16px; height: 16px">1</button>' +
        '<button style="width: 16px; height: 16px">2</button></main>',
    );
    const findings = await scanScreen(page, 'fixture');
    expect(findings.map((finding) => finding.rule)).toContain('target-size');
  });
});

for (const phone of PHONES) {
  test.describe(`phone gate, ${phone.name} ${phone.viewport.width} × ${phone.viewport.height}`, () => {
    // A real phone: touch, and the mobile viewport the shell decides its layout by.
    test.use({ viewport: phone.viewport, isMobile: true, hasTouch: true });
    test.describe.configure({ mode: 'parallel' });

    for (const who of ['client', 'staff'] as const) {
      test(`${who}: no sideways scrolling, small targets or covered bar controls`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        const ids = await readerIds(page.request);
        await signInAs(page, who === 'client' ? 'paid' : 'staff');
        const walk = walker(page);
        await walkFeed(page, walk, 'physical_transformation');
        await walkShell(page, walk, who === 'staff');
        await walkFeed(page, walk, 'physical_rpp');
        await walkReader(page, walk, ids, who === 'staff');
        if (who === 'staff') await walkEditor(page, walk);
        await walkStatusPages(page, walk);

        test.info().annotations.push({ type: 'screens', description: walk.visited.join(', ') });
        expect(describePhoneFindings(walk.findings), `screens: ${walk.visited.join(', ')}`).toEqual(
          [],
        );
      });
    }
  });
}
