import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, type DemoRole } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';

/** Unmarks a lesson and its videos for `role`, so every run starts from the seeded progress. */
async function unviewLesson(request: APIRequestContext, role: DemoRole, lessonId: number) {
  const headers = { authorization: `Bearer ${await accessTokenFor(request, role)}` };
  const response = await request.delete(api.viewPublicationDelete(lessonId), { headers });
  expect(response.ok()).toBe(true);
}

/** Signs in as `role`, waits for the home feed, then opens the programme page. */
async function openProgramme(page: Page, role: DemoRole): Promise<void> {
  await signInAs(page, role);
  await expect(page).toHaveURL(/#\/listnews\//);
  await page.goto('/#/flow-program');
}

/** Counts the lessons calls (GET /publication/program-flow/list/…) the page makes. */
function countLessonRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/publication/program-flow/list/')) count += 1;
  });
  return () => count;
}

const BLUE = 'rgb(36, 89, 196)';
const GREEN = 'rgb(31, 122, 61)';

const section = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }) });
const sectionButton = (page: Page, title: string): Locator =>
  page.getByRole('button', { name: new RegExp(`^${title}`) });
const barValue = async (page: Page): Promise<number> =>
  Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'));
/** The drawn share of the bar's track, in percent. */
const barFillShare = (page: Page): Promise<number> =>
  page.getByRole('progressbar').evaluate((track) => {
    const fill = track.firstElementChild;
    if (!fill) return 0;
    return (100 * fill.getBoundingClientRect().width) / track.getBoundingClientRect().width;
  });

interface Journey {
  lang: 'ru' | 'en';
  /** The demo user: the Russian client, or the English-speaking one with her flow's programme. */
  role: DemoRole;
  section: string;
  lesson: string;
  video: string;
  /** Section percentage before and after the lesson is viewed. */
  from: string;
  to: string;
  readTime: string;
  duration: string;
  text: {
    heading: string;
    progress: string;
    passed: string;
    lessons: string;
    videos: string;
    viewed: string;
    notViewed: string;
    playVideo: string;
    itemViewed: string;
    back: string;
  };
}

/** The UAE flow has no programme. */
const UAE_FLOW = 'Поток 12 · ОАЭ';

const journeys: Journey[] = [
  {
    lang: 'ru',
    role: 'client',
    section: 'Неделя 4. Восстановление',
    lesson: 'Урок 7. Сон и восстановление',
    video: 'Сон и восстановление',
    from: '0%',
    to: '100%',
    readTime: '11 минут чтения',
    duration: '14 минут',
    text: {
      heading: 'Поток 12 · Трансформация',
      progress: 'Прогресс программы',
      passed: 'Пройдено',
      lessons: 'Уроки раздела',
      videos: 'Видео урока',
      viewed: 'Просмотрено',
      notViewed: 'Не просмотрено',
      playVideo: 'Смотреть видео «Сон и восстановление»',
      itemViewed: 'Я посмотрел(а) это видео',
      back: 'Назад',
    },
  },
  {
    lang: 'en',
    role: 'english',
    section: 'Bonus: mobility',
    lesson: 'Full-body stretch',
    video: 'Full-body stretch',
    from: '0%',
    to: '100%',
    readTime: '15 min read',
    duration: '15 minutes',
    text: {
      heading: 'Flow 12 · International',
      progress: 'Programme progress',
      passed: 'Progress:',
      lessons: 'Lessons of the section',
      videos: 'Lesson videos',
      viewed: 'Viewed',
      notViewed: 'Not viewed',
      playVideo: 'Play the video “Full-body stretch”',
      itemViewed: 'I have watched this video',
      back: 'Back',
    },
  },
];

test.describe('programme page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const journey of journeys) {
    test(`${journey.lang}: a lesson viewed on its page moves the section and the bar`, async ({
      page,
    }) => {
      const { text } = journey;
      let lessonId: number | null = null;
      try {
        const lessonRequests = countLessonRequests(page);
        await openProgramme(page, journey.role);
        await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
        const bar = page.getByRole('progressbar', { name: text.progress });
        await expect(bar).toBeVisible();
        const before = await barValue(page);

        const target = section(page, journey.section);
        await expect(target.getByTestId('section-percent')).toHaveText(
          `${text.passed} ${journey.from}`,
        );
        await expect(target).toHaveCSS('border-top-color', BLUE);
        expect(lessonRequests()).toBe(0);

        // The first expand loads the lessons; collapsing and expanding again asks nothing more.
        await sectionButton(page, journey.section).click();
        const lessons = target.getByRole('list', { name: text.lessons });
        const lesson = lessons.getByRole('listitem').filter({ hasText: journey.lesson }).first();
        await expect(lesson.getByText(journey.readTime)).toBeVisible();
        await expect(lesson.getByText(text.notViewed, { exact: true })).toBeVisible();
        const videos = lesson.getByRole('list', { name: text.videos });
        await expect(videos.getByText(journey.video)).toBeVisible();
        await expect(videos.getByText(journey.duration, { exact: true })).toBeVisible();
        expect(lessonRequests()).toBe(1);
        await sectionButton(page, journey.section).click();
        await expect(lessons).toBeHidden();
        await sectionButton(page, journey.section).click();
        await expect(lessons).toBeVisible();
        expect(lessonRequests()).toBe(1);

        // The lesson opens its publication; its video is marked viewed there.
        const link = lesson.getByRole('link', { name: journey.lesson });
        lessonId = Number(/#\/publicate\/(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#/publicate/${lessonId}\\?`));
        await expect(page.getByRole('heading', { level: 1, name: journey.lesson })).toBeVisible();
        await page.getByRole('button', { name: text.playVideo }).click();
        const modal = page.getByRole('dialog', { name: journey.video });
        const viewed = modal.getByRole('checkbox', { name: text.itemViewed });
        const marked = page.waitForResponse(
          (response) =>
            response.url().includes('/api/v1/view-publication-item/create/') && response.ok(),
        );
        // The toggle is optimistic but applied a tick after the click: click, then wait for it.
        await viewed.click();
        await marked;
        await expect(viewed).toBeChecked();
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();

        // Back on the programme: the section and the bar have moved, the lesson shows viewed.
        await page.getByRole('button', { name: text.back }).click();
        await expect(page).toHaveURL(/#\/flow-program/);
        await expect(target.getByTestId('section-percent')).toHaveText(
          `${text.passed} ${journey.to}`,
        );
        await expect.poll(() => barValue(page)).toBeGreaterThan(before);
        await expect(lesson.getByText(text.viewed, { exact: true })).toBeVisible();
        if (journey.to === '100%') await expect(target).toHaveCSS('border-top-color', GREEN);
      } finally {
        if (lessonId) await unviewLesson(page.request, journey.role, lessonId);
      }
    });
  }

  test('a disabled section is greyed and does not expand', async ({ page }) => {
    const lessonRequests = countLessonRequests(page);
    await openProgramme(page, 'client');
    const locked = sectionButton(page, 'Бонус: мастер-классы');
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(section(page, 'Бонус: мастер-классы')).toContainText('Раздел пока закрыт');
    await expect(section(page, 'Бонус: мастер-классы')).not.toHaveCSS('border-top-color', BLUE);
    // aria-disabled keeps it focusable: a click (Playwright waits for enabled controls, hence
    // force) and Enter both leave it collapsed.
    await locked.click({ force: true });
    await locked.press('Enter');
    await expect(locked).toHaveAttribute('aria-expanded', 'false');
    await expect(section(page, 'Бонус: мастер-классы').getByRole('listitem')).toHaveCount(0);
    expect(lessonRequests()).toBe(0);
  });

  test('two lists of sections, a rule between them; the selector switches flows', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await page
      .getByRole('navigation', { name: 'Разделы', exact: true })
      .getByRole('link', { name: 'Программа' })
      .click();
    await expect(page).toHaveURL(/#\/flow-program\/$/);
    const main = page.getByRole('list', { name: 'Основная программа' });
    const extra = page.getByRole('list', { name: 'Дополнительные разделы' });
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(extra.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(page.getByRole('separator')).toBeVisible();

    // The current flow is last in the list and selected by default.
    const selector = page.getByRole('combobox', { name: 'Поток' });
    await expect(selector.getByRole('option')).toHaveText([
      'Поток 11 · Перезагрузка',
      'Поток 12 · Трансформация',
    ]);
    await expect(selector.locator('option:checked')).toHaveText('Поток 12 · Трансформация');
    await expect(section(page, 'Неделя 1. Введение').getByTestId('section-percent')).toHaveText(
      'Пройдено 100%',
    );

    await selector.selectOption({ label: 'Поток 11 · Перезагрузка' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Поток 11 · Перезагрузка' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(extra).toHaveCount(0);
    await expect(page.getByRole('separator')).toHaveCount(0);
    // The client viewed nothing of the previous flow's programme.
    await expect(section(page, 'Неделя 1. Введение').getByTestId('section-percent')).toHaveText(
      'Пройдено 0%',
    );
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    // At 0% the bar is empty: nothing is drawn.
    await expect.poll(() => barFillShare(page)).toBe(0);

    await selector.selectOption({ label: 'Поток 12 · Трансформация' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Поток 12 · Трансформация' }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(4);
  });

  test('on a phone a 0% bar is empty; the tooltip opens with a tap, beside the selector', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      screen: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await openProgramme(page, 'client');
      await page
        .getByRole('combobox', { name: 'Поток' })
        .selectOption({ label: 'Поток 11 · Перезагрузка' });
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect.poll(() => barFillShare(page)).toBe(0);
      const about = page.getByRole('button', { name: 'Как считается прогресс' });
      expect((await about.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await about.tap();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      // The tip pushes the flow selector down instead of covering it.
      const tip = await tooltip.boundingBox();
      const selector = await page.getByRole('combobox', { name: 'Поток' }).boundingBox();
      expect(selector?.y).toBeGreaterThanOrEqual((tip?.y ?? 0) + (tip?.height ?? 0));
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await about.tap();
      await expect(tooltip).toBeVisible();
      await about.tap();
      await expect(tooltip).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('the tooltip of the title says how progress is counted; Escape hides it', async ({
    page,
  }) => {
    await openProgramme(page, 'client');
    const about = page.getByRole('button', { name: 'Как считается прогресс' });
    await expect(page.getByRole('tooltip')).toBeHidden();
    await about.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toContainText('просмотренным урокам и видео');
    // Escape hides it with the pointer still on the 'i' (WCAG 1.4.13).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('a flow without a programme shows the empty banner, and no selector', async ({ page }) => {
    await openProgramme(page, 'uae');
    await expect(page.getByRole('heading', { level: 1, name: UAE_FLOW })).toBeVisible();
    await expect(page.getByRole('region', { name: 'В программе пока нет разделов' })).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('staff are refused the programme and get the home feed', async ({ page }) => {
    await openProgramme(page, 'staff');
    await expect(page).toHaveURL(/#\/listnews\//);
    await expect(page.getByRole('heading', { level: 1, name: /Поток/ })).toHaveCount(0);
  });
});
