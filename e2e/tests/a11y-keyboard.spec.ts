import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, type Comment, type DemoRole } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { findPost } from '../support/seeded-posts.ts';

// Keyboard-only use of the app (issue 7, item 1): tab order, visible focus, dialogs that keep
// focus inside, close with Escape and hand focus back to their opener, and the roles and names a
// screen reader relies on. Everything is driven with page.keyboard; locators only find targets.

/** A comment posted through the API as `role` on a post the client can read. */
async function postComment(
  request: APIRequestContext,
  role: DemoRole,
  text: string,
): Promise<Comment & { post: number }> {
  const post = await findPost(request, 'client', (p) => !p.disable_comments);
  const access = await accessTokenFor(request, role);
  const created = await request.post(api.commentCreate, {
    headers: { authorization: `Bearer ${access}` },
    multipart: { publication: String(post.id), text },
  });
  expect(created.status()).toBe(201);
  return { ...((await created.json()) as Comment), post: post.id };
}

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

const isFocused = (target: Locator) => target.evaluate((node) => node === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < max; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached by ${max} × ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

/**
 * How the focused element shows its focus: 'ring' when it matches :focus-visible and draws a
 * non-none outline or box-shadow of its own, or the app's focus ring on a close wrapper (a
 * borderless input inside a styled box, a card around its title link); 'body' when nothing has
 * the focus; otherwise a description of the element that draws nothing.
 */
function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const probe = document.createElement('div');
    probe.style.boxShadow = 'var(--focus-ring)';
    document.body.append(probe);
    const focusRing = getComputedStyle(probe).boxShadow;
    probe.remove();
    const drawn = (node: Element, own: boolean): boolean => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      return own ? style.boxShadow !== 'none' : style.boxShadow === focusRing;
    };
    let ring = drawn(element, true);
    for (let node = element.parentElement, up = 0; !ring && node && up < 3; up++) {
      ring = drawn(node, false);
      node = node.parentElement;
    }
    const html = element.outerHTML.slice(0, 160);
    if (!element.matches(':focus-visible')) return `not :focus-visible: ${html}`;
    return ring ? 'ring' : `no ring on ${html}`;
  });
}

/** The focused element shows a visible focus indicator (polled: rings fade in by transition). */
async function expectVisibleFocus(page: Page): Promise<void> {
  await expect.poll(() => focusIndicator(page), { timeout: 2_000 }).toBe('ring');
}

const focusInside = (container: Locator) =>
  container.evaluate((node) => node.contains(document.activeElement));

/** Focus is inside `dialog` now and stays inside through Tab and Shift+Tab presses. */
async function expectFocusKeptIn(page: Page, dialog: Locator, presses = 8): Promise<void> {
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus inside after Tab ${press + 1}`).toBe(true);
  }
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `focus inside after Shift+Tab ${press + 1}`).toBe(true);
  }
}

/** Escape closes `dialog` and the focus lands on `opener` again. */
async function expectEscapeReturnsTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(opener)).toBe(true);
}

test.describe('keyboard: shell, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Tab runs from the header through the navigation into the content, each stop ringed', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();

    const regions: string[] = [];
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
      regions.push(
        await page.evaluate(() => {
          const element = document.activeElement;
          if (element?.closest('main')) return 'main';
          if (element?.closest('nav')) return 'nav';
          if (element?.closest('header')) return 'header';
          return 'elsewhere';
        }),
      );
    }
    const order = ['header', 'nav', 'main'];
    expect(regions[0]).toBe('header');
    expect(regions).toContain('nav');
    expect(regions).toContain('main');
    // Never back to an earlier region: header, then navigation, then content.
    const ranks = regions.map((region) => order.indexOf(region));
    expect(ranks).not.toContain(-1);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  test('the user menu is a menu of menuitems, run with arrows, closed with Escape (en)', async ({
    page,
  }) => {
    await signInAs(page, 'english');
    await page.reload();
    const trigger = page.getByRole('button', { name: /^User menu/ });
    await tabTo(page, trigger);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Sign out']);
    await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Profile' }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Sign out' }))).toBe(true);
    await expectEscapeReturnsTo(page, menu, trigger);
  });
});

test.describe('keyboard: mobile shell, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('header, section strip, content and the bottom bar are reached and ringed', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await page.reload();
    await expect(cards(page).first()).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Разделы', exact: true });
    await tabTo(page, sections.getByRole('link', { name: 'Лента' }), { max: 12 });
    await expectVisibleFocus(page);
    // From the top, Shift+Tab wraps to the end of the page: the bottom bar of the site's sections.
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Разделы сайта' });
    await tabTo(page, bar.getByRole('link', { name: 'Контент' }), { max: 6, back: true });
    await expectVisibleFocus(page);
    await expect(bar.getByRole('link', { name: 'Контент' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the user menu opens with Space and closes with Escape back on its button', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await page.reload();
    const trigger = page.getByRole('button', { name: /^Меню пользователя/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Space');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Профиль', 'Выйти']);
    await expectEscapeReturnsTo(page, menu, trigger);
  });
});

test.describe('keyboard: feed', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('group tabs, a tag, like and favorite, and opening a card, all by keyboard', async ({
    page,
  }) => {
    await signInAs(page, 'paid');
    await page.reload();
    await expect(cards(page).first()).toBeVisible();

    // The group tabs are links of a named navigation; the current one has aria-current=page.
    const groups = page.getByRole('navigation', { name: 'Группы ленты' });
    const psychology = groups.getByRole('link', { name: 'Психология' });
    await tabTo(page, psychology);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
    await expect(psychology).toHaveAttribute('aria-current', 'page');
    const transformation = groups.getByRole('link', { name: 'Физическая трансформация' });
    await expect(transformation).not.toHaveAttribute('aria-current', 'page');
    await tabTo(page, transformation, { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await expect(transformation).toHaveAttribute('aria-current', 'page');

    const webinar = page
      .getByRole('group', { name: 'Фильтр по тегам' })
      .getByRole('button', { name: 'Вебинар' });
    await tabTo(page, webinar);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    await expect(webinar).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(webinar).toHaveAttribute('aria-pressed', 'false');

    const card = cards(page).first();
    const like = card.getByRole('button', { name: 'Нравится' });
    await tabTo(page, like);
    await expectVisibleFocus(page);
    const liked = await like.getAttribute('aria-pressed');
    const flipped = liked === 'true' ? 'false' : 'true';
    let answer = page.waitForResponse((response) => response.url().includes('/like-publication/'));
    await page.keyboard.press('Enter');
    await expect(like).toHaveAttribute('aria-pressed', flipped);
    await answer;
    answer = page.waitForResponse((response) => response.url().includes('/like-publication/'));
    await page.keyboard.press('Space');
    await expect(like).toHaveAttribute('aria-pressed', liked ?? 'false');
    await answer;

    const favorite = card.getByRole('button', { name: 'В избранное' });
    await tabTo(page, favorite);
    await expectVisibleFocus(page);
    const starred = await favorite.getAttribute('aria-pressed');
    answer = page.waitForResponse((response) => response.url().includes('favorite'));
    await page.keyboard.press('Space');
    await expect(favorite).toHaveAttribute('aria-pressed', starred === 'true' ? 'false' : 'true');
    await answer;
    answer = page.waitForResponse((response) => response.url().includes('favorite'));
    await page.keyboard.press('Enter');
    await expect(favorite).toHaveAttribute('aria-pressed', starred ?? 'false');
    await answer;

    const title = card.getByRole('heading', { level: 2 }).getByRole('link');
    const name = await title.innerText();
    await tabTo(page, title, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/publicate\/\d+/);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

test.describe('keyboard: dialogs and popups', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('video modal and image viewer: named dialogs that keep focus and give it back', async ({
    page,
  }) => {
    const withVideo = await findPost(page.request, 'client', (p) => p.videos.length > 0);
    const withImage = await findPost(page.request, 'client', (p) =>
      p.publication_items.some((item) => item.item_type === 'image'),
    );
    const video = withVideo.videos[0];
    if (!video) throw new Error('no video');
    await signInAs(page, 'client', `/#/publicate/${withVideo.id}`);
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();

    const play = page.getByRole('button', { name: `Смотреть видео «${video.video_name}»` });
    await tabTo(page, play);
    await expectVisibleFocus(page);
    const playerLoaded = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const loaded = (event: Event) => {
            if (!(event.target instanceof HTMLIFrameElement)) return;
            document.removeEventListener('load', loaded, true);
            resolve();
          };
          document.addEventListener('load', loaded, true);
        }),
    );
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: video.video_name });
    await expect(modal).toBeVisible();
    // The player's frame (an error page here: no internet) drops the focus if it finishes loading
    // while focused; a user tabs through a loaded player.
    await playerLoaded;
    await expectFocusKeptIn(page, modal);
    await expectEscapeReturnsTo(page, modal, play);

    await page.goto(`/#/publicate/${withImage.id}`);
    const image = page.getByRole('button', { name: 'Открыть изображение' }).first();
    await tabTo(page, image);
    await expectVisibleFocus(page);
    await page.keyboard.press('Space');
    const viewer = page.getByRole('dialog', { name: 'Просмотр изображения' });
    await expect(viewer).toBeVisible();
    await expectFocusKeptIn(page, viewer);
    await expectEscapeReturnsTo(page, viewer, image);
  });

  test('the "seen everything?" confirmation opens and cancels by keyboard', async ({ page }) => {
    const post = await findPost(
      page.request,
      'client',
      (p) => p.videos.length > 1 && p.is_show_view_button && p.i_view < 100,
    );
    await signInAs(page, 'client', `/#/publicate/${post.id}`);
    const viewed = page.getByRole('button', { name: /^Просмотрено/ });
    await tabTo(page, viewed);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Вы всё посмотрели?' });
    await expect(confirm).toBeVisible();
    await expectFocusKeptIn(page, confirm, 4);
    await expectEscapeReturnsTo(page, confirm, viewed);
    await expect(viewed).toHaveAttribute('aria-pressed', 'false');
  });

  for (const language of [
    {
      role: 'client' as const,
      bell: /^Уведомления/,
      popup: 'Уведомления',
      gear: 'Настройки уведомлений',
    },
    {
      role: 'english' as const,
      bell: /^Notifications/,
      popup: 'Notifications',
      gear: 'Notification settings',
    },
  ]) {
    test(`notices popup and notice settings by keyboard (${language.role})`, async ({ page }) => {
      await signInAs(page, language.role);
      await page.reload();
      const bell = page.getByRole('banner').getByRole('button', { name: language.bell });
      await tabTo(page, bell);
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: language.popup, exact: true });
      await expect(popup).toBeVisible();
      await expectFocusKeptIn(page, popup, 4);
      await expectEscapeReturnsTo(page, popup, bell);

      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      const gear = popup.getByRole('button', { name: language.gear });
      await tabTo(page, gear, { max: 10 });
      await page.keyboard.press('Enter');
      const settings = page.getByRole('dialog', { name: language.gear });
      await expect(settings).toBeVisible();
      await expectFocusKeptIn(page, settings, 6);
      // The settings popup replaced the notices one: the focus goes back to the bell.
      await expectEscapeReturnsTo(page, settings, bell);
    });
  }

  test('comment menu and the report dialog by keyboard', async ({ page }) => {
    const spam = await postComment(page.request, 'supermoderator', unique('Клавиатура'));
    await signInAs(page, 'client', `/#/publicate/${spam.post}?comment_target_id=${spam.pk}`);
    const comment = page.getByTestId('comment').filter({ hasText: spam.text_web });
    const more = comment.getByRole('button', { name: 'Другие действия' });
    await expect(more).toBeVisible();
    // Start next to the comment, as a reader tabbing through the thread would arrive.
    await comment.getByRole('button', { name: 'Оценить комментарий' }).focus();
    await tabTo(page, more, { max: 6 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Пожаловаться' })).toBeVisible();
    await expect.poll(() => focusInside(menu)).toBe(true);
    while (!(await isFocused(menu.getByRole('menuitem', { name: 'Пожаловаться' })))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Пожаловаться на комментарий?' });
    await expect(ask).toBeVisible();
    await expectFocusKeptIn(page, ask, 4);
    await expectEscapeReturnsTo(page, ask, more);

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expectEscapeReturnsTo(page, menu, more);
  });

  test('staff open the user card by keyboard', async ({ page }) => {
    const comment = await postComment(page.request, 'client', unique('Карточка'));
    await signInAs(page, 'staff', `/#/publicate/${comment.post}?comment_target_id=${comment.pk}`);
    const item = page.getByTestId('comment').filter({ hasText: comment.text_web });
    const name = item.getByRole('button', { name: 'Анна Смирнова' });
    await expect(name).toBeVisible();
    await item.getByRole('button', { name: 'Оценить комментарий' }).focus();
    await tabTo(page, name, { back: true, max: 10 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Анна Смирнова' });
    await expect(card).toBeVisible();
    await expectFocusKeptIn(page, card, 4);
    await expectEscapeReturnsTo(page, card, name);
  });

  test('editor filters panel and delete confirmation by keyboard', async ({ page }) => {
    await signInAs(page, 'staff', '/#/editor/list');
    const trigger = page.getByRole('button', { name: /^Фильтры/ });
    await tabTo(page, trigger);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(panel).toBeVisible();
    await expectFocusKeptIn(page, panel, 10);
    // A category and back, keyboard only.
    await tabTo(page, panel.getByRole('button', { name: 'По тегу' }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('checkbox').first()).toBeVisible();
    await expect.poll(() => focusInside(panel)).toBe(true);
    await expectEscapeReturnsTo(page, panel, trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    const remove = page.getByRole('main').getByRole('button', { name: 'Удалить' }).first();
    await tabTo(page, remove, { max: 60 });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ты уверен, что хочешь удалить пост?' });
    await expect(dialog).toBeVisible();
    await expectFocusKeptIn(page, dialog, 4);
    await expectEscapeReturnsTo(page, dialog, remove);
  });
});

test.describe('keyboard: a focus ring on every stop of each screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const screens: { role: DemoRole; path: string; ready: (page: Page) => Locator }[] = [
    { role: 'client', path: '/#/flow-program', ready: (page) => page.getByRole('progressbar') },
    {
      role: 'client',
      path: '/#/wiki/category',
      ready: (page) => page.getByRole('main').getByRole('link').first(),
    },
    { role: 'client', path: '/#/community', ready: (page) => cards(page).first() },
    {
      role: 'staff',
      path: '/#/editor/list',
      ready: (page) => page.getByRole('button', { name: /^Фильтры/ }),
    },
  ];
  for (const screen of screens) {
    test(`${screen.path} as ${screen.role}`, async ({ page }) => {
      await signInAs(page, screen.role, screen.path);
      await page.reload();
      await expect(screen.ready(page)).toBeVisible();
      // The header's last lazy part (the user menu) is in: the page has settled.
      await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
      // Up to 30 stops, or until Tab leaves the page at its end.
      let stops = 0;
      for (; stops < 30; stops++) {
        await page.keyboard.press('Tab');
        if ((await focusIndicator(page)) === 'body') break;
        await expectVisibleFocus(page);
      }
      expect(stops).toBeGreaterThan(5);
    });
  }

  test('a publication page with its comment form', async ({ page }) => {
    const post = await findPost(page.request, 'client', (p) => !p.disable_comments);
    await signInAs(page, 'client', `/#/publicate/${post.id}`);
    await page.reload();
    const box = page.getByRole('textbox').first();
    await expect(box).toBeVisible();
    await tabTo(page, box, { max: 120 });
    await expectVisibleFocus(page);
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
  });
});

test.describe('roles and names', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('programme sections are disclosure buttons with aria-expanded and aria-controls', async ({
    page,
  }) => {
    await signInAs(page, 'client', '/#/flow-program');
    const headers = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    await expect(headers.first()).toBeVisible();
    const count = await headers.count();
    for (let index = 0; index < count; index++) {
      const header = headers.nth(index);
      await expect(header).toHaveAttribute('aria-expanded', /^(true|false)$/);
      const controls = await header.getAttribute('aria-controls');
      expect(controls).toBeTruthy();
      await expect(page.locator(`[id="${controls}"]`)).toHaveCount(1);
    }
    const open = page
      .getByRole('main')
      .locator('button[aria-expanded][aria-controls]:not([aria-disabled])')
      .first();
    await tabTo(page, open);
    await expectVisibleFocus(page);
    const expanded = await open.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
    const region = page.locator(`[id="${await open.getAttribute('aria-controls')}"]`);
    await expect(region).toHaveRole('region');
    await page.keyboard.press('Space');
    await expect(open).toHaveAttribute('aria-expanded', expanded ?? 'false');
  });

  test('every image of the feed and of a publication has an alt attribute', async ({ page }) => {
    const post = await findPost(page.request, 'client', (p) =>
      p.publication_items.some((item) => item.item_type === 'image'),
    );
    await signInAs(page, 'client');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.locator('img').count()).toBeGreaterThan(0);
    await expect(page.locator('img:not([alt])')).toHaveCount(0);
    await page.goto(`/#/publicate/${post.id}`);
    await expect(page.getByRole('button', { name: 'Открыть изображение' }).first()).toBeVisible();
    await expect(page.locator('img:not([alt])')).toHaveCount(0);
  });

  for (const language of [
    { role: 'client' as const, like: 'Нравится', text: /Не удалось поставить отметку/ },
    { role: 'english' as const, like: 'Like', text: /Your like could not be saved/ },
  ]) {
    test(`a failed like is announced in the polite live region (${language.role})`, async ({
      page,
    }) => {
      await page.route('**/api/v1/like-publication/**', (route) =>
        route.fulfill({ status: 500, json: { detail: 'boom' } }),
      );
      await signInAs(page, language.role);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: language.text })).toHaveCount(0);
      const like = cards(page).first().getByRole('button', { name: language.like });
      await tabTo(page, like);
      await page.keyboard.press('Enter');
      const toast = page.getByRole('status').filter({ hasText: language.text });
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveAttribute('aria-live', 'polite');
    });
  }
});
