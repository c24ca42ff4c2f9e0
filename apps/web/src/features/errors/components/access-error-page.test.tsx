import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { userKinds } from '../../../test-support/user-info.ts';
import { AccessErrorPage } from './access-error-page.tsx';

const routes = [
  { path: '/access_error/', element: <AccessErrorPage /> },
  { path: '/listnews/:group', element: <h1>Лента</h1> },
  { path: '/favorites', element: <h1>Избранное</h1> },
  { path: '/', element: <h1>Главная</h1> },
];

describe('AccessErrorPage', () => {
  it('makes Back the main action and log out the secondary one', async () => {
    renderApp(routes, { path: '/access_error/', user: userKinds.client });
    const back = await screen.findByRole('button', { name: 'Назад' });
    const exit = screen.getByRole('link', { name: 'Выйти' });
    expect(exit.getAttribute('href')).toBe('#/logout/');
    // The main action comes first and wears the primary style; log out the secondary one.
    expect(back.compareDocumentPosition(exit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(back.className).toMatch(/primary/);
    expect(exit.className).toMatch(/secondary/);
  });

  it('goes back to prev_url when given', async () => {
    const { router } = renderApp(routes, {
      path: '/access_error/?prev_url=%2Ffavorites',
      user: userKinds.client,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('goes back in history, or home when the app has no history', async () => {
    const inApp = renderApp(routes, { path: '/favorites', user: userKinds.client });
    await act(() => inApp.router.navigate('/access_error/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(inApp.router.state.location.pathname).toBe('/favorites');
    inApp.unmount();

    const fresh = renderApp(routes, { path: '/access_error/', user: userKinds.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(fresh.router.state.location.pathname).toBe('/');
  });
});
