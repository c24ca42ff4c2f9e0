import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { PushToggle } from './push-toggle.tsx';

const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
const LABEL = 'Push-уведомления на этом устройстве';

interface BrowserOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  worker?: boolean;
  subscribeError?: Error;
}

/** A browser with the Push API: its permission, one worker registration, one subscription. */
function installPushBrowser(options: BrowserOptions = {}) {
  const { permission = 'default', answer = 'granted', subscribed = false, worker = true } = options;
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      if (options.subscribeError) throw options.subscribeError;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (worker ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  // Only its presence is checked.
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { notification, pushManager, subscription };
}

const fetchMock = vi.fn<typeof fetch>();
const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body && JSON.parse(String(init.body)),
    }));

beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/push/vapid-key/')
      ? Response.json({ public_key: VAPID_KEY })
      : new Response(null, { status: 204 }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderToggle() {
  renderApp([{ path: '/', element: <PushToggle /> }]);
  return screen.getByRole('switch', { name: LABEL });
}

async function expectLocked(toggle: HTMLElement, reason: RegExp) {
  expect(await screen.findByText(reason)).toBeDefined();
  expect(toggle.getAttribute('aria-disabled')).toBe('true');
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  await userEvent.click(toggle);
  expect(fetchMock).not.toHaveBeenCalled();
}

describe('PushToggle', () => {
  it('is locked, saying why, in a browser without the Push API', async () => {
    await expectLocked(renderToggle(), /не умеет получать push-уведомления/);
  });

  it('is locked when notifications are blocked for the site', async () => {
    const { notification } = installPushBrowser({ permission: 'denied' });
    await expectLocked(renderToggle(), /запрещены в браузере/);
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });

  it('is locked when the app has no service worker', async () => {
    installPushBrowser({ worker: false });
    await expectLocked(renderToggle(), /фоновая служба приложения не запущена/);
  });

  it('asks for the permission only when turned on, subscribes and posts the subscription', async () => {
    const { notification, pushManager } = installPushBrowser();
    const toggle = renderToggle();
    await screen.findByText('Уведомления придут, даже когда приложение закрыто');
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([
      ...Buffer.from(VAPID_KEY, 'base64url'),
    ]);
    expect(calls('POST')).toEqual([{ url: '/api/v1/push/subscription/', body: SUBSCRIPTION_JSON }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an existing subscription as on; turning off unsubscribes and deletes it', async () => {
    const { subscription } = installPushBrowser({ permission: 'granted', subscribed: true });
    const toggle = renderToggle();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(calls('DELETE')).toEqual([
      { url: '/api/v1/push/subscription/', body: { endpoint: SUBSCRIPTION_JSON.endpoint } },
    ]);
  });

  it('says so, and stays off, when the browser cannot subscribe (no push service)', async () => {
    installPushBrowser({
      subscribeError: new DOMException('Registration failed - push service error', 'AbortError'),
    });
    const toggle = renderToggle();
    await screen.findByText('Уведомления придут, даже когда приложение закрыто');
    await userEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Не удалось включить push-уведомления/,
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-disabled')).toBeNull();
    expect(calls('POST')).toEqual([]);
  });

  it('drops the browser subscription again when the server refuses it', async () => {
    const { subscription } = installPushBrowser();
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/push/vapid-key/')) return Response.json({ public_key: VAPID_KEY });
      if (init?.method === 'POST')
        return Response.json({ endpoint: ['Unknown push service.'] }, { status: 400 });
      return new Response(null, { status: 204 });
    });
    const toggle = renderToggle();
    await screen.findByText('Уведомления придут, даже когда приложение закрыто');
    await userEvent.click(toggle);
    await screen.findByRole('alert');
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('stays off with a hint when the permission prompt is closed unanswered', async () => {
    const { pushManager } = installPushBrowser({ answer: 'default' });
    const toggle = renderToggle();
    await screen.findByText('Уведомления придут, даже когда приложение закрыто');
    await userEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toMatch(/не получил разрешения/);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('locks when the permission prompt is answered "block"', async () => {
    installPushBrowser({ answer: 'denied' });
    const toggle = renderToggle();
    await screen.findByText('Уведомления придут, даже когда приложение закрыто');
    await userEvent.click(toggle);
    await screen.findByText(/запрещены в браузере/);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
  });
});
