import { expect, test, type Page } from '@playwright/test';
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
        ? ['Home', 'Progress', 'Theme', 'Content']
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
  });
});
