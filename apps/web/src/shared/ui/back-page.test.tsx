import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREV_URL_IS_PREVIOUS } from '../lib/use-go-back.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { BackPage } from './back-page.tsx';

const routes = [
  { path: '/', element: <h1>Главная</h1> },
  { path: '/listnews/:group', element: <h1>Лента</h1> },
  { path: '/favorites', element: <h1>Избранное</h1> },
  {
    path: '/publicate/:id',
    element: (
      <BackPage>
        <h1>Публикация</h1>
      </BackPage>
    ),
  },
];

describe('BackPage', () => {
  it('goes back to prev_url when the link gives one', async () => {
    const { router } = renderApp(routes, { path: '/publicate/4?prev_url=/favorites' });
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('goes back in history otherwise', async () => {
    const { router } = renderApp(routes, { path: '/listnews/physical_transformation' });
    await act(() => router.navigate('/publicate/4'));
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/listnews/physical_transformation');
  });

  it('steps back in history when prev_url is the page the link was followed from', async () => {
    const { router } = renderApp(routes, { path: '/favorites' });
    await act(() =>
      router.navigate('/publicate/4?prev_url=/favorites', { state: PREV_URL_IS_PREVIOUS }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/favorites');
    // Back to the very entry (a list finds its pages and scroll there), not a new visit.
    expect(router.state.historyAction).toBe('POP');
  });

  it('ignores a prev_url that would leave the app', async () => {
    const { router } = renderApp(routes, { path: '/publicate/4?prev_url=//evil.example' });
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps its content to the 734 px column', () => {
    renderApp(routes, { path: '/publicate/4' });
    expect(screen.getByRole('heading', { name: 'Публикация' }).parentElement?.className).toMatch(
      /page/,
    );
  });
});
