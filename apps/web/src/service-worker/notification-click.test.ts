import { describe, expect, it, vi } from 'vitest';
import {
  notificationTargetUrl,
  openNotificationTarget,
  type AppWindow,
  type AppWindows,
} from './notification-click.ts';

const scope = 'https://app.example/';

describe('notificationTargetUrl', () => {
  it('resolves the hash route against the scope', () => {
    expect(notificationTargetUrl({ url: '#/publicate/12?comment_target_id=5' }, scope)).toBe(
      'https://app.example/#/publicate/12?comment_target_id=5',
    );
  });

  it('keeps a full address inside the app', () => {
    expect(notificationTargetUrl({ url: 'https://app.example/#/favorites' }, scope)).toBe(
      'https://app.example/#/favorites',
    );
  });

  it.each([
    ['another origin', { url: 'https://evil.example/#/x' }],
    ['a protocol-relative address', { url: '//evil.example/' }],
    ['a script', { url: 'javascript:alert(1)' }],
    ['a path outside the scope', { url: '/other/' }],
    ['no url', {}],
    ['no data', null],
  ])('opens the app start for %s', (_name, data) => {
    expect(notificationTargetUrl(data, 'https://app.example/app/')).toBe(
      'https://app.example/app/',
    );
  });
});

function fakeWindow(url: string, focused = false): AppWindow {
  return { url, focused, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => null) };
}

function fakeClients(windows: AppWindow[]): AppWindows & { openWindow: ReturnType<typeof vi.fn> } {
  return { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) };
}

const target = 'https://app.example/#/publicate/12';

describe('openNotificationTarget', () => {
  it('focuses the open app window and moves it to the target', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow('https://app.example/#/listnews/all');
    const clients = fakeClients([other, app]);
    await openNotificationTarget(clients, target, scope);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(target);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('moves the window first, and keeps it moved when it may not take the focus', async () => {
    const app = fakeWindow('https://app.example/#/a');
    const calls: string[] = [];
    vi.mocked(app.navigate).mockImplementation(async (url) => calls.push(`navigate ${url}`));
    vi.mocked(app.focus).mockImplementation(async () => {
      calls.push('focus');
      throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
    });
    const clients = fakeClients([app]);
    await openNotificationTarget(clients, target, scope);
    expect(calls).toEqual([`navigate ${target}`, 'focus']);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers the focused app window', async () => {
    const first = fakeWindow('https://app.example/#/a');
    const focused = fakeWindow('https://app.example/#/b', true);
    await openNotificationTarget(fakeClients([first, focused]), target, scope);
    expect(focused.navigate).toHaveBeenCalledWith(target);
    expect(first.navigate).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open', async () => {
    const clients = fakeClients([fakeWindow('https://elsewhere.example/')]);
    await openNotificationTarget(clients, target, scope);
    expect(clients.openWindow).toHaveBeenCalledWith(target);
  });

  it('opens a new window when the open one refuses to move (not controlled)', async () => {
    const app = fakeWindow('https://app.example/#/a');
    vi.mocked(app.navigate).mockRejectedValue(new TypeError('not controlled'));
    const clients = fakeClients([app]);
    await openNotificationTarget(clients, target, scope);
    expect(clients.openWindow).toHaveBeenCalledWith(target);
  });
});
