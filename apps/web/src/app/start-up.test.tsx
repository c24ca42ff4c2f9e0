import type { UserInfo } from '@app/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppTo } from '../shared/lib/main-site-links.ts';
import { STORAGE_KEYS } from '../shared/lib/storage.ts';
import { renderApp } from '../test-support/render-app.tsx';
import { buildUserInfo } from '../test-support/user-info.ts';

vi.mock(import('../shared/lib/main-site-links.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  leaveAppTo: vi.fn(),
}));

const REFRESH_PATH = '/jwt-auth/api/content/token/refresh/';
const refreshToken = `${btoa('{"alg":"HS256"}')}.${btoa('{"user_id":7,"token_type":"refresh"}')}.sig`;

interface Backend {
  user?: UserInfo;
  refreshStatus?: number;
}

/** A fake provider and content API answering the start-up calls. */
function fakeBackend({ user = buildUserInfo(), refreshStatus = 200 }: Backend = {}) {
  let refreshes = 0;
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === REFRESH_PATH) {
      refreshes += 1;
      return Response.json({ access: `access-${refreshes}` }, { status: refreshStatus });
    }
    if (url === '/api/v1/get-user-info/') return Response.json(user);
    if (url === '/api/v1/logging/basis/create/open-spa-tab/') {
      return Response.json({ id: 1 }, { status: 201 });
    }
    if (url.startsWith('/api/v1/feed/filters/list/'))
      return Response.json({ groups: [], flows: [] });
    if (url.startsWith('/api/v1/feed/tag/list/')) return Response.json([]);
    if (url.startsWith('/api/v1/publication/feed/fix-list/')) return Response.json({ results: [] });
    if (url.startsWith('/api/v1/publication/feed/list/')) {
      const pagination = { page: 1, count_pages: 1, next_page_number: null, has_next: false };
      const count_by_group = { physical_transformation: 0, physical_rpp: 0, wiki: 0 };
      return Response.json({ results: [], pagination, count_by_group });
    }
    return Response.json({ detail: 'Not found.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, refreshCount: () => refreshes };
}

// access-token.ts remembers whether this page load refreshed already: every test is a new page.
async function renderStartUp(path: string) {
  const { routes } = await import('./routes.tsx');
  return renderApp(routes, { path });
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.mocked(leaveAppTo).mockClear();
});

describe('start-up', () => {
  it('sends a visitor without a refresh token to the provider sign-in', async () => {
    const { fetchMock } = fakeBackend();
    await renderStartUp('/listnews/physical_transformation');
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledOnce());
    const target = new URL(vi.mocked(leaveAppTo).mock.calls[0]?.[0] ?? '', 'http://app.test');
    expect(target.pathname).toBe('/jwt-auth/content/redirect-with-refresh-token/');
    expect(target.searchParams.get('redirect_url')).toBe(
      window.location.origin + window.location.pathname,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands off: stores the tokens, loads the user, logs the tab, opens publ_id', async () => {
    const { fetchMock } = fakeBackend();
    const { router, queryClient } = await renderStartUp(
      `/get-access-token/${refreshToken}?publ_id=5&from_mobile=1&next=/favorites`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicate/5'));
    expect(window.localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(refreshToken);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.fromMobile)).toBe('1');
    expect(window.localStorage.getItem(STORAGE_KEYS.next)).toBe('/favorites');
    expect(queryClient.getQueryData(['users', 'me'])).toMatchObject({ pk: 7 });
    const openTab = fetchMock.mock.calls.find(([url]) => url.includes('open-spa-tab'));
    expect(openTab?.[1]?.body).toBe('{"from_mobile":true}');
  });

  it('lands a plain hand-off on the home feed inside the shell', async () => {
    const { refreshCount } = fakeBackend();
    const { router } = await renderStartUp(`/get-access-token/${refreshToken}`);
    expect(await screen.findByRole('heading', { name: 'Здесь пока ничего нет' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/listnews/physical_transformation');
    expect(screen.getByRole('navigation', { name: 'Разделы' })).toBeTruthy();
    expect(refreshCount()).toBe(1);
  });

  it('refreshes the access token at start and every 30 minutes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    const { refreshCount } = fakeBackend();
    await renderStartUp('/');
    await screen.findByRole('heading', { name: 'Лента' });
    expect(refreshCount()).toBe(1);
    await act(async () => vi.advanceTimersByTime(1_800_000));
    expect(refreshCount()).toBe(2);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
  });

  it('shows token_error with the user id when the refresh fails', async () => {
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    fakeBackend({ refreshStatus: 401 });
    const { router } = await renderStartUp('/listnews/physical_transformation');
    expect(await screen.findByRole('heading', { name: 'Не удалось войти' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/token_error/');
    expect(screen.getByText('ID пользователя: 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выйти' }).getAttribute('href')).toBe('#/logout/');
    act(() => screen.getByRole('button', { name: 'Обновить' }).click());
    expect(vi.mocked(leaveAppTo).mock.calls[0]?.[0]).toMatch(
      /^\/jwt-auth\/content\/redirect-with-refresh-token\/\?redirect_url=/,
    );
  });

  it('sends a user without active content to access_error', async () => {
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    fakeBackend({ user: buildUserInfo({ active_content: false, pk: 31 }) });
    const { router } = await renderStartUp('/');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/access_error/');
    expect(screen.getByText('ID пользователя: 31')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выйти' })).toBeTruthy();
  });

  it('speaks the language of the user', async () => {
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    fakeBackend({ user: buildUserInfo({ language: 'en' }) });
    await renderStartUp('/');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Knowledge base' })).toBeTruthy();
    expect(document.title).toBe('Programme content');
  });

  it('logs out: clears the storage and leaves for the provider logout', async () => {
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    window.localStorage.setItem(STORAGE_KEYS.currentTab, 'physical_rpp');
    fakeBackend();
    await renderStartUp('/logout/');
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('/logout/'));
    expect(window.localStorage.length).toBe(0);
  });
});
