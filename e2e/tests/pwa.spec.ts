import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import type { PushPayload } from '@app/contract';
import { signInAs } from '../support/auth.ts';
import { findPost } from '../support/seeded-posts.ts';

// The one spec that lets the app's service worker run (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface WebAppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The worker registrations DevTools reports, kept as they come (the page registers lazily). */
async function watchRegistrations(cdp: CDPSession): Promise<Map<string, string>> {
  const idsByScope = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const { registrationId, scopeURL, isDeleted } of registrations) {
      if (isDeleted) idsByScope.delete(scopeURL);
      else idsByScope.set(scopeURL, registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  return idsByScope;
}

/** The notifications the app's worker shows, as the page sees them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      url: (data as { url?: unknown } | null)?.url,
    }));
  });
}

/**
 * Clicks the notification the app's worker shows: its notificationclick handler runs with it.
 * Headless Chromium shows no notification to click and DevTools cannot click one, so the event
 * is dispatched in the worker; being untrusted, it may not focus a window or open one, and the
 * handler moves the open page without either.
 */
async function clickShownNotification(context: BrowserContext, origin: string): Promise<void> {
  const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
  if (!worker) throw new Error('the app has no service worker');
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification is shown');
    dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
}

/**
 * Stands in for the browser's push service, which this Chromium has none of (its subscribe
 * fails): `subscribe` answers a subscription to a loopback endpoint, which the server accepts
 * outside production, or fails as Chrome does with `failWith`.
 */
async function standInForPushService(page: Page, failWith?: string): Promise<void> {
  await page.addInitScript((failure) => {
    let current: PushSubscription | null = null;
    const json = {
      endpoint: `${location.origin}/push-service-stand-in/${crypto.randomUUID()}`,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      if (failure) throw new DOMException(failure, 'AbortError');
      const subscription = {
        endpoint: json.endpoint,
        expirationTime: null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      current = subscription as unknown as PushSubscription;
      return current;
    };
  }, failWith);
}

/** The notification settings popup, opened from the bell (Russian). */
async function openNoticeSettings(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Уведомления' }).click();
  await page
    .getByRole('dialog', { name: 'Уведомления' })
    .getByRole('button', { name: 'Настройки уведомлений' })
    .click();
  const settings = page.getByRole('dialog', { name: 'Настройки уведомлений' });
  const toggle = settings.getByRole('switch', { name: 'Push-уведомления на этом устройстве' });
  return { settings, toggle };
}

const isSubscriptionCall =
  (method: string) => (response: { url(): string; request(): { method(): string } }) =>
    response.url().endsWith('/api/v1/push/subscription/') && response.request().method() === method;

test.describe('installable app and push notifications', () => {
  test('links a valid manifest whose icons all load as PNG', async ({ page, request }) => {
    await signInAs(page, 'client');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url());
    const response = await request.get(manifestUrl.href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as WebAppManifest;

    expect(manifest).toMatchObject({
      name: 'Контент программы',
      short_name: 'Контент',
      display: 'standalone',
      start_url: './#/',
      scope: './',
    });
    const scope = new URL(manifest.scope, manifestUrl).href;
    expect(new URL(manifest.start_url, manifestUrl).href.startsWith(scope)).toBe(true);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, manifestUrl).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('Chromium finds the app installable', async ({ page, context }) => {
    // Lighthouse 12 dropped its PWA audits; this is the browser's own check behind its install
    // prompt (manifest fields, icons, start URL in scope, served over a secure origin).
    const cdp = await context.newCDPSession(page);
    await signInAs(page, 'client');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const installability = () =>
      cdp
        .send('Page.getInstallabilityErrors')
        .then(({ installabilityErrors }) => installabilityErrors.map(({ errorId }) => errorId));
    // Browser contexts under Playwright are off the record, which only a user's profile is not.
    await expect
      .poll(async () => (await installability()).filter((id) => id !== 'in-incognito'))
      .toEqual([]);
  });

  test('the worker registers, shows a pushed notice, and its click opens the post', async ({
    page,
    context,
    request,
  }) => {
    const post = await findPost(request, 'client', () => true);
    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    const registrations = await watchRegistrations(cdp);
    await signInAs(page, 'client');
    const origin = new URL(page.url()).origin;

    const activeWorker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { scope: registration.scope, state: registration.active?.state };
      });
    await expect.poll(activeWorker).toEqual({ scope: `${origin}/`, state: 'activated' });
    // The first version claims the open page, so a notification click can move it.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect.poll(() => registrations.get(`${origin}/`)).toBeDefined();

    const payload: PushPayload = {
      title: 'Новый ответ на ваш комментарий',
      body: 'Анна Смирнова: Спасибо!',
      url: `#/publicate/${post.id}`,
      tag: 'notice-e2e',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(`${origin}/`) ?? '',
      data: JSON.stringify(payload),
    });
    await expect.poll(() => shownNotifications(page)).toEqual([payload]);

    await clickShownNotification(context, origin);
    await expect(page).toHaveURL(`${origin}/#/publicate/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });

  test('the push switch subscribes, the server takes it, and turning off deletes it', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page);
    await signInAs(page, 'client');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { settings, toggle } = await openNoticeSettings(page);
    await expect(
      settings.getByText('Уведомления придут, даже когда приложение закрыто'),
    ).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    const created = page.waitForResponse(isSubscriptionCall('POST'));
    await toggle.click();
    expect((await created).status()).toBe(204);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const deleted = page.waitForResponse(isSubscriptionCall('DELETE'));
    await toggle.click();
    expect((await deleted).status()).toBe(204);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('a subscription the push service refuses is said, and the switch stays off', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page, 'Registration failed - push service error');
    await signInAs(page, 'client');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { settings, toggle } = await openNoticeSettings(page);
    await expect(toggle).not.toHaveAttribute('aria-disabled', 'true');
    await toggle.click();
    await expect(settings.getByRole('alert')).toHaveText(/Не удалось включить push-уведомления/);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('signing out forgets this browser’s subscription', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page);
    await signInAs(page, 'client');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { toggle } = await openNoticeSettings(page);
    const created = page.waitForResponse(isSubscriptionCall('POST'));
    await toggle.click();
    expect((await created).status()).toBe(204);
    await page.keyboard.press('Escape');

    const deleted = page.waitForResponse(isSubscriptionCall('DELETE'));
    await page.goto('/#/logout/');
    expect((await deleted).status()).toBe(204);
    // Signing out goes on to the provider's page: the test ends there, not mid-navigation
    // (closing a context while its page navigates can hang Chromium's teardown).
    await expect(page.getByRole('heading', { name: 'Вы вышли из аккаунта' })).toBeVisible();
  });
});
