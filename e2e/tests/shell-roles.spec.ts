import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DemoRole } from '@app/contract';
import { signInAs } from '../support/auth.ts';

interface ShellExpectation {
  name: string;
  sections: string[];
  staff: boolean;
  store: boolean;
}

const ALL_SECTIONS = ['Лента', 'Программа', 'База знаний', 'Сообщество', 'Избранное'];
const NO_COMMUNITY = ['Лента', 'Программа', 'База знаний', 'Избранное'];

const ROLES: Record<DemoRole, ShellExpectation> = {
  client: { name: 'Анна Смирнова', sections: ALL_SECTIONS, staff: false, store: true },
  green: { name: 'Ольга Кузнецова', sections: NO_COMMUNITY, staff: false, store: true },
  uae: { name: 'Мария Попова', sections: NO_COMMUNITY, staff: false, store: false },
  paid: { name: 'Екатерина Волкова', sections: ALL_SECTIONS, staff: false, store: true },
  staff: {
    name: 'Дмитрий Орлов',
    sections: ['Лента', 'База знаний', 'Сообщество', 'Редактор'],
    staff: true,
    store: false,
  },
  moderator: { name: 'Наталья Лебедева', sections: ALL_SECTIONS, staff: false, store: true },
  supermoderator: { name: 'Игорь Соколов', sections: ALL_SECTIONS, staff: false, store: true },
  english: {
    name: 'Emily Carter',
    sections: ['Feed', 'Programme', 'Knowledge base', 'Community', 'Favorites'],
    staff: false,
    store: false,
  },
};

const sideNav = (page: Page, role: DemoRole) =>
  page.getByRole('navigation', { name: role === 'english' ? 'Sections' : 'Разделы', exact: true });
const bottomBar = (page: Page, role: DemoRole) =>
  page.getByRole('navigation', {
    name: role === 'english' ? 'Site sections' : 'Разделы сайта',
    exact: true,
  });

test.describe('desktop shell, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [role, expected] of Object.entries(ROLES) as [DemoRole, ShellExpectation][]) {
    test(`${role}: sections, header and no bottom bar`, async ({ page }) => {
      await signInAs(page, role);
      const nav = sideNav(page, role);
      await expect(nav.getByRole('link')).toHaveText(expected.sections);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: new RegExp(expected.name) })).toBeVisible();
      await expect(header.getByText(expected.name.split(' ')[0] ?? '')).toBeVisible();
      const home = header.getByRole('link', { name: role === 'english' ? 'Home' : 'Главная' });
      const bell = header.getByRole('button', { name: /Уведомления|Notifications/ });
      if (expected.staff) {
        await expect(home).toHaveCount(0);
        await expect(bell).toHaveCount(0);
      } else {
        await expect(home).toHaveAttribute('href', /\/client\/$/);
        await expect(bell).toBeVisible();
      }
      await expect(bottomBar(page, role)).toHaveCount(0);
      // The rail runs down the left side, beside the content.
      const box = await nav.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.height).toBeGreaterThan(400);
    });
  }

  test('the user menu leads to the profile and to log out', async ({ page }) => {
    await signInAs(page, 'client');
    await page.getByRole('button', { name: 'Меню пользователя Анна Смирнова' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute(
      'href',
      /\/client\/profile\/$/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Выйти' })).toBeVisible();
  });

  test('the English-speaking user gets the English interface', async ({ page }) => {
    await signInAs(page, 'english');
    await expect(sideNav(page, 'english')).toBeVisible();
    await expect(page).toHaveTitle('Programme content');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('searchbox', { name: 'Search publications' })).toBeVisible();
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(page.getByText('This page seems to be lost.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('a Russian-speaking user gets the Russian interface', async ({ page }) => {
    await signInAs(page, 'client');
    await expect(sideNav(page, 'client')).toBeVisible();
    await expect(page).toHaveTitle('Контент программы');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});

test.describe('small screens, 576 px', () => {
  test.use({ viewport: { width: 576, height: 860 }, isMobile: true, hasTouch: true });

  for (const [role, expected] of Object.entries(ROLES) as [DemoRole, ShellExpectation][]) {
    test(`${role}: section strip and ${expected.staff ? 'no bottom bar' : 'the bottom bar'}`, async ({
      page,
    }) => {
      await signInAs(page, role);
      const strip = sideNav(page, role);
      await expect(strip.getByRole('link')).toHaveText(expected.sections);
      // The strip is one row under the header.
      const header = await page.getByRole('banner').boundingBox();
      const box = await strip.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
      expect(box?.height).toBeLessThan(70);

      const bar = bottomBar(page, role);
      if (expected.staff) {
        await expect(bar).toHaveCount(0);
        return;
      }
      const english = role === 'english';
      const links = english
        ? ['Home', 'Progress', 'Thread', 'Content']
        : ['Главная', 'Прогресс', 'Тема', 'Контент'];
      if (expected.store) links.push(english ? 'Store' : 'Магазин');
      await expect(bar.getByRole('link')).toHaveText(links);
      await expect(
        bar.getByRole('link', { name: english ? 'Content' : 'Контент' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(bar.getByRole('link').nth(1)).toHaveAttribute('href', /\/client\/progress\/$/);
      await expect(bar.getByRole('link').nth(2)).toHaveAttribute('href', /\/client\/board\/$/);
      if (expected.store) {
        const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
        await expect(bar.getByRole('link', { name: 'Магазин' })).toHaveAttribute(
          'href',
          new RegExp(
            `/shop/redirect-with-refresh-token/\\?refresh=${refresh?.replace(/\./g, '\\.')}$`,
          ),
        );
      }
      const barBox = await bar.boundingBox();
      expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeCloseTo(860, 0);
    });
  }

  test('a 375 px phone gets the same mobile layout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, 'client');
    await expect(bottomBar(page, 'client')).toBeVisible();
    const scroll = await sideNav(page, 'client').evaluate((nav) => ({
      scrollable: nav.scrollWidth > nav.clientWidth,
      overflow: getComputedStyle(nav).overflowX,
    }));
    expect(scroll).toEqual({ scrollable: true, overflow: 'auto' });

    // The strip is scrolled so that the current section shows whole, and its links are 44 px tall.
    await page.goto('/#/wiki/category');
    const current = sideNav(page, 'client').getByRole('link', { name: 'База знаний' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => wholeInside(current, sideNav(page, 'client'))).toBe(true);
    for (const box of await boxes(sideNav(page, 'client').getByRole('link'))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
  });
});

/** True when `inner` lies wholly within `outer`'s box. */
async function wholeInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5;
}

async function boxes(locator: Locator) {
  return Promise.all(
    (await locator.all()).map(async (item) => {
      const box = await item.boundingBox();
      if (!box) throw new Error('an element without a box');
      return box;
    }),
  );
}

/** Bottom edge of the element's box in the viewport. */
const bottomOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
};

/** The element a tap at the middle of `locator` would reach is `locator` itself (nothing covers it). */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test.describe('phones: sticky bars and the group dropdown', () => {
  test.use({ isMobile: true, hasTouch: true });

  test('upright (375 × 812): the group dropdown sticks just below the bars', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, 'paid');
    const groups = page.getByRole('combobox', { name: 'Группы ленты' });
    await expect(groups).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);

    const stripBottom = await bottomOf(sideNav(page, 'paid'));
    const box = await groups.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(stripBottom);
    expect(box?.y).toBeLessThan(stripBottom + 16);
    expect(await reachable(groups)).toBe(true);
    await groups.selectOption({ index: 1 });
    await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
  });

  test('sideways (800 × 400): the phone layout with compact bars and the dropdown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await signInAs(page, 'paid');
    // One rule for "phone": the shell and the group tabs agree.
    await expect(bottomBar(page, 'paid')).toBeVisible();
    const groups = page.getByRole('combobox', { name: 'Группы ленты' });
    await expect(groups).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Группы ленты' })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // The header has scrolled away; the strip sticks at the top, the dropdown right under it.
    expect(await bottomOf(page.getByRole('banner'))).toBeLessThanOrEqual(0);
    const strip = await sideNav(page, 'paid').boundingBox();
    expect(strip?.y).toBe(0);
    const dropdown = await groups.boundingBox();
    expect(dropdown?.y).toBeGreaterThanOrEqual(strip?.height ?? 0);
    expect(await reachable(groups)).toBe(true);
    const bar = await bottomBar(page, 'paid').boundingBox();
    // Strip, dropdown and bottom bar together leave well over half of the 400 px to content.
    const sticky = (strip?.height ?? 0) + (dropdown?.height ?? 0) + (bar?.height ?? 0);
    expect(sticky).toBeLessThanOrEqual(160);
    for (const link of [
      ...(await boxes(sideNav(page, 'paid').getByRole('link'))),
      ...(await boxes(bottomBar(page, 'paid').getByRole('link'))),
    ]) {
      expect(link.height).toBeGreaterThanOrEqual(44);
    }
  });
});
