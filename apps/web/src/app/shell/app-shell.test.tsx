import type { UserInfo } from '@app/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/lib/storage.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { buildUserInfo, userKinds } from '../../test-support/user-info.ts';
import { AppShell } from './app-shell.tsx';
import { forCommunity, forProgramme, type AppRouteHandle } from './route-handle.ts';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      count {count}
    </button>
  );
}

const screens: RouteObject[] = [
  { path: '/listnews/:group', element: <h1>Лента</h1> },
  { path: '/flow-program/', element: <h1>Программа</h1>, handle: { guard: forProgramme } },
  { path: '/community/', element: <h1>Сообщество</h1>, handle: { guard: forCommunity } },
  {
    path: '/editor/list',
    element: <h1>Редактор</h1>,
    handle: { layout: 'editor' } satisfies AppRouteHandle,
  },
  { path: '*', element: <Counter /> },
];

function renderShell(user: UserInfo, path = '/listnews/physical_transformation') {
  return renderApp([{ element: <AppShell />, children: screens }], { user, path });
}

function useSmallScreen() {
  const noMatch = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...noMatch(query),
    matches: query.includes('max-width: 576px'),
  }));
}

const sideNav = () => screen.queryByRole('navigation', { name: 'Разделы' });
const bottomBar = () => screen.queryByRole('navigation', { name: 'Разделы сайта' });
const linkNames = (nav: HTMLElement | null) =>
  nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AppShell', () => {
  it('gives a client the full desktop shell', async () => {
    renderShell(userKinds.client);
    expect(linkNames(sideNav())).toEqual([
      'Лента',
      'Программа',
      'База знаний',
      'Сообщество',
      'Избранное',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы' })).getByRole('link', {
        name: 'Лента',
      }),
    ).toHaveProperty('ariaCurrent', 'page');
    expect(screen.getByRole('link', { name: 'Главная' }).getAttribute('href')).toBe('/client/');
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Меню пользователя Анна Смирнова' }),
    ).toBeTruthy();
    expect(bottomBar()).toBeNull();
  });

  it('opens the user menu with Profile and Log out', async () => {
    renderShell(userKinds.client);
    const trigger = await screen.findByRole('button', { name: 'Меню пользователя Анна Смирнова' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Профиль' }).getAttribute('href')).toBe(
      '/client/profile/',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Выйти' }).getAttribute('href')).toBe(
      '#/logout/',
    );
  });

  it('gives staff the reduced header, the editor and no programme or favorites', async () => {
    renderShell(userKinds.staff);
    expect(linkNames(sideNav())).toEqual(['Лента', 'База знаний', 'Сообщество', 'Редактор']);
    expect(screen.getByRole('link', { name: 'Редактор' }).getAttribute('href')).toBe(
      '#/editor/list',
    );
    expect(screen.queryByRole('link', { name: 'Главная' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Уведомления/ })).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Меню пользователя Олег Кузнецов' }),
    ).toBeTruthy();
  });

  it.each([
    ['green', userKinds.green],
    ['uae', userKinds.uae],
  ])('hides community from a %s-flow user', (_kind, user) => {
    renderShell(user);
    expect(linkNames(sideNav())).not.toContain('Сообщество');
    expect(linkNames(sideNav())).toContain('Программа');
  });

  it('puts a dot on the bell when notices are unread', () => {
    renderShell(buildUserInfo({ not_read_notice: true }));
    expect(screen.getByRole('button', { name: 'Уведомления: есть непрочитанные' })).toBeTruthy();
  });

  it('shows the default avatar when the user has none', () => {
    const { container } = renderShell(userKinds.client);
    expect(container.querySelector('header img')?.getAttribute('src')).toMatch(/default-avatar/);
  });

  it('turns the side navigation into a strip and adds the bottom bar on small screens', () => {
    useSmallScreen();
    renderShell(userKinds.client);
    expect(linkNames(sideNav())).toHaveLength(5);
    expect(linkNames(bottomBar())).toEqual(['Главная', 'Прогресс', 'Тема', 'Контент', 'Магазин']);
    const store = within(screen.getByRole('navigation', { name: 'Разделы сайта' })).getByRole(
      'link',
      { name: 'Магазин' },
    );
    expect(store.getAttribute('href')).toBe('/shop/redirect-with-refresh-token/?refresh=');
    expect(
      within(screen.getByRole('navigation', { name: 'Разделы сайта' })).getByRole('link', {
        name: 'Контент',
      }),
    ).toHaveProperty('ariaCurrent', 'page');
  });

  it('asks the main site about the shop when the flow does not say', async () => {
    useSmallScreen();
    window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'r.t.k');
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ pk: 7, first_name: 'А', last_name: 'С', shop_icon_status: true }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderShell(userKinds.green);
    const store = await within(
      screen.getByRole('navigation', { name: 'Разделы сайта' }),
    ).findByRole('link', { name: 'Магазин' });
    expect(store.getAttribute('href')).toBe('/shop/redirect-with-refresh-token/?refresh=r.t.k');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/mobile/client/get_client_info/');
    vi.unstubAllGlobals();
  });

  it('leaves the Store out when the shop is not available', async () => {
    useSmallScreen();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ pk: 7, first_name: 'А', last_name: 'С', shop_icon_status: false }),
      ),
    );
    renderShell(userKinds.uae);
    await act(async () => undefined);
    expect(linkNames(bottomBar())).toEqual(['Главная', 'Прогресс', 'Тема', 'Контент']);
    vi.unstubAllGlobals();
  });

  it('gives staff no bottom bar on small screens', () => {
    useSmallScreen();
    renderShell(userKinds.staff);
    expect(bottomBar()).toBeNull();
    expect(sideNav()).not.toBeNull();
  });

  it('shows only the content inside the mobile app', () => {
    window.localStorage.setItem(STORAGE_KEYS.fromMobile, '1');
    renderShell(userKinds.client);
    expect(screen.getByRole('heading', { name: 'Лента' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(sideNav()).toBeNull();
    expect(bottomBar()).toBeNull();
  });

  it('uses the single-column editor layout for routes whose handle asks for it', () => {
    renderShell(userKinds.staff, '/editor/list');
    expect(screen.getByRole('heading', { name: 'Редактор' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(sideNav()).toBeNull();
    expect(document.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('editor');
  });

  it('shows the home view instead of a route whose guard refuses the user', async () => {
    const staff = renderShell(userKinds.staff, '/flow-program/');
    expect(staff.router.state.location.pathname).toBe('/listnews/physical_transformation');
    staff.unmount();

    const green = renderShell(userKinds.green, '/community/');
    expect(green.router.state.location.pathname).toBe('/listnews/physical_transformation');
    green.unmount();

    renderShell(userKinds.client, '/community/');
    expect(screen.getByRole('heading', { name: 'Сообщество' })).toBeTruthy();
  });

  it('starts a section afresh when the user changes section', async () => {
    const { router } = renderShell(userKinds.client, '/favorites');
    await userEvent.click(screen.getByRole('button', { name: 'count 0' }));
    await act(() => router.navigate('/favorites?page=2'));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeTruthy();
    await act(() => router.navigate('/topic/3'));
    expect(screen.getByRole('button', { name: 'count 0' })).toBeTruthy();
  });
});
