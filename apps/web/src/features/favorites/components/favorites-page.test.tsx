import type { FavoriteListResponse } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPublication } from '../../../test-support/publication-fixture.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { FavoritesPage } from './favorites-page.tsx';

const favorites: FavoriteListResponse = {
  results: [1, 2].map((id) => buildPublication({ id, title: `Избранное ${id}`, favorite: true })),
  pagination: { page: 1, count_pages: null, has_next: false, next_page_number: null },
};

const fetchMock = vi.fn<typeof fetch>();
/** Answers the list and tags; the favorite DELETE/POST with `favoriteStatus`. */
function answer(favoriteStatus: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/publication/favorite/list/') {
      const search = url.searchParams.get('full_text_search');
      const correction = search === 'белак' ? { search_correction: 'белок' } : {};
      return Response.json({ ...favorites, ...correction });
    }
    if (url.pathname === '/api/v1/feed/tag/list/') return Response.json([]);
    const id = Number(url.pathname.split('/').at(-2));
    const favorite = url.pathname.includes('/create/');
    return Response.json({ id, favorite }, { status: favoriteStatus });
  });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toasts.getSnapshot().forEach((toast) => toasts.dismiss(toast.id));
});

const titles = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function renderFavorites() {
  return renderApp(
    [
      {
        path: '/favorites',
        element: (
          <main>
            <FavoritesPage />
          </main>
        ),
      },
    ],
    { path: '/favorites', user: buildUserInfo() },
  );
}

async function unstar(title: string) {
  const card = screen.getByRole('article', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: 'В избранное' }));
}

describe('FavoritesPage', () => {
  it('takes an unstarred card away at once and offers Undo', async () => {
    answer(200);
    renderFavorites();
    await screen.findByText('Избранное 1');
    await unstar('Избранное 1');
    await waitFor(() => expect(titles()).toEqual(['Избранное 2']));
    const [toast] = toasts.getSnapshot();
    expect(toast?.text).toBe('Публикация убрана из избранного');
    expect(toast?.action?.label).toBe('Вернуть');

    act(() => toast?.action?.onAction());
    await waitFor(() => expect(titles()).toEqual(['Избранное 1', 'Избранное 2']));
    const calls = fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`);
    expect(calls).toContain('DELETE /api/v1/favorite-publication/delete/1/');
    expect(calls).toContain('POST /api/v1/favorite-publication/create/1/');
  });

  it('shows the empty banner once the last card is unstarred', async () => {
    answer(200);
    renderFavorites();
    await screen.findByText('Избранное 1');
    await unstar('Избранное 1');
    await unstar('Избранное 2');
    expect(await screen.findByRole('region', { name: 'В избранном пока пусто' })).toBeDefined();
  });

  it('says which text it searched when the server corrected a misspelled one', async () => {
    answer(200);
    renderFavorites();
    await screen.findByText('Избранное 1');
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'белак{Enter}');
    const line = await screen.findByRole('status');
    expect(line.textContent).toBe('Показаны результаты по запросу «белок»');
    expect(titles()).toEqual(['Избранное 1', 'Избранное 2']);
  });

  it('puts the card back when the request fails', async () => {
    answer(500);
    renderFavorites();
    await screen.findByText('Избранное 1');
    await unstar('Избранное 1');
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
        'Не удалось изменить избранное. Попробуйте ещё раз.',
      ),
    );
    expect(titles()).toEqual(['Избранное 1', 'Избранное 2']);
    // The card is back: its Undo toast has gone.
    expect(toasts.getSnapshot().map((toast) => toast.text)).not.toContain(
      'Публикация убрана из избранного',
    );
  });
});
