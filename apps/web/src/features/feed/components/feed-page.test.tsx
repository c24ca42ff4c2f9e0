import type { FeedListResponse, FiltersResponse, FixListResponse } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { buildPagination, buildPlainPost } from '../../../test-support/publication-fixture.ts';
import { FeedPage } from './feed-page.tsx';

const filters: FiltersResponse = {
  groups: [
    { slug: 'physical_transformation', title: 'Трансформация', color: '#3f8cff' },
    { slug: 'physical_rpp', title: 'Психология', color: '#9b6bff' },
  ],
  flows: [{ id: 3, name: 'Поток 12' }],
};

/** Two pages per group: '<group> p<page>', and one pinned post per group. */
function feedPage(url: URL): FeedListResponse {
  const group = url.searchParams.get('feed_group') ?? '';
  const page = Number(url.searchParams.get('page'));
  const search = url.searchParams.get('full_text_search');
  return {
    results: [buildPlainPost({ id: page * 100, title: `${group} p${page}` })],
    pagination: buildPagination(page, 2),
    count_by_group: { physical_transformation: 2, physical_rpp: 2, wiki: 0 },
    ...(search === 'тренеровка' && { search_correction: 'тренировка' }),
    ...(search && {
      search_blocks: [
        {
          order: 1,
          slug: 'physical_transformation',
          title: 'Трансформация',
          count: 1,
          count_is_capped: false,
          results: [buildPlainPost({ id: 7, title: `найдено: ${search}` })],
          folders: [],
        },
      ],
    }),
  };
}

function answer(url: URL): unknown {
  if (url.pathname === '/api/v1/feed/filters/list/') return filters;
  if (url.pathname === '/api/v1/feed/tag/list/') return [];
  if (url.pathname === '/api/v1/publication/feed/fix-list/') {
    const group = url.searchParams.get('feed_group');
    return {
      results: [buildPlainPost({ id: 1, fix: true, title: `${group} pinned` })],
    } satisfies FixListResponse;
  }
  if (url.pathname === '/api/v1/publication/feed/list/') return feedPage(url);
  throw new Error(`unexpected ${url.href}`);
}

const fetchMock = vi.fn<typeof fetch>();
const requested = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app'))
    .filter((url) => url.pathname === '/api/v1/publication/feed/list/')
    .map((url) => `${url.searchParams.get('feed_group')}:${url.searchParams.get('page')}`);
const titles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function renderFeed(path = '/listnews/physical_transformation') {
  return renderApp(
    [
      {
        path: '/listnews/:feed_groops',
        element: (
          <main>
            <FeedPage />
          </main>
        ),
      },
      { path: '/publicate/:id', element: <h1>Публикация</h1> },
    ],
    { path, user: buildUserInfo() },
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input) =>
    Response.json(answer(new URL(String(input), 'http://app'))),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('FeedPage', () => {
  it('shows pinned posts first, then appends the next page on load more', async () => {
    renderFeed();
    await waitFor(() =>
      expect(titles()).toEqual(['physical_transformation pinned', 'physical_transformation p1']),
    );
    // Only a chosen tab is remembered.
    expect(localStorage.getItem(STORAGE_KEYS.currentTab)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() =>
      expect(titles()).toEqual([
        'physical_transformation pinned',
        'physical_transformation p1',
        'physical_transformation p2',
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
  });

  it('starts again from page 1 when the tab changes', async () => {
    renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить ещё' }));
    await screen.findByText('physical_transformation p2');
    await userEvent.click(screen.getByRole('link', { name: 'Психология' }));
    await waitFor(() => expect(titles()).toEqual(['physical_rpp pinned', 'physical_rpp p1']));
    expect(localStorage.getItem(STORAGE_KEYS.currentTab)).toBe('physical_rpp');
    await userEvent.click(screen.getByRole('link', { name: 'Трансформация' }));
    await waitFor(() =>
      expect(titles()).toEqual(['physical_transformation pinned', 'physical_transformation p1']),
    );
    expect(requested()).toEqual([
      'physical_transformation:1',
      'physical_transformation:2',
      'physical_rpp:1',
      'physical_transformation:1',
    ]);
  });

  it('shows search blocks for a search and the plain feed again after clearing', async () => {
    renderFeed();
    await screen.findByText('physical_transformation p1');
    await userEvent.type(screen.getByRole('searchbox'), 'тренировки{Enter}');
    await screen.findByText('найдено: тренировки');
    expect(screen.getByText('Это все результаты поиска')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('physical_transformation pinned')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await screen.findByText('physical_transformation pinned');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('says which text it searched when the server corrected a misspelled one', async () => {
    renderFeed();
    await screen.findByText('physical_transformation p1');
    await userEvent.type(screen.getByRole('searchbox'), 'тренеровка{Enter}');
    await screen.findByText('найдено: тренеровка');
    expect(screen.getByRole('status').textContent).toBe(
      'Показаны результаты по запросу «тренировка»',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await screen.findByText('physical_transformation pinned');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the tabs, tags and list together once all have answered; the first image first', async () => {
    let answerTags = () => {};
    const tagsAnswered = new Promise<void>((resolve) => (answerTags = resolve));
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app');
      if (url.pathname === '/api/v1/feed/tag/list/') {
        await tagsAnswered;
        return Response.json([{ slug: 'webinar', title: 'Вебинар', index: 1 }]);
      }
      if (url.pathname === '/api/v1/publication/feed/list/') {
        const results = [2, 3].map((id) => buildPlainPost({ id, preview_image: `/${id}.jpg` }));
        return Response.json({ ...feedPage(url), results });
      }
      return Response.json(answer(url));
    });
    renderFeed();
    await waitFor(() => expect(requested()).toEqual(['physical_transformation:1']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The list has answered, the tags not yet: nothing but the spinner, so nothing moves later.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('progressbar')).toBeDefined();
    expect(within(main).queryByRole('article')).toBeNull();
    expect(within(main).queryByRole('searchbox')).toBeNull();
    expect(within(main).queryByRole('navigation')).toBeNull();

    answerTags();
    await within(main).findByRole('button', { name: 'Вебинар' });
    expect(within(main).getByRole('navigation')).toBeDefined();
    expect(titles()).toEqual(['physical_transformation pinned', 'Публикация 2', 'Публикация 3']);
    // The pinned post has no image: the next card's is the one that loads at once.
    const images = [...main.querySelectorAll('article img')].map((image) => [
      image.getAttribute('src'),
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(images).toEqual([
      ['/2.jpg', 'eager', 'high'],
      ['/3.jpg', 'lazy', null],
    ]);
  });

  it('shows the empty state when nothing is published', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app');
      if (url.pathname === '/api/v1/publication/feed/fix-list/')
        return Response.json({ results: [] });
      if (url.pathname === '/api/v1/publication/feed/list/') {
        return Response.json({ ...feedPage(url), results: [], pagination: buildPagination(1, 1) });
      }
      return Response.json(answer(url));
    });
    renderFeed();
    expect(await screen.findByRole('heading', { name: 'Здесь пока ничего нет' })).toBeDefined();
    expect(screen.getByText('Скоро здесь появится контент')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
  });

  it('restores the loaded pages and scroll position on Back; a fresh visit starts over', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderFeed();
    await userEvent.click(await screen.findByRole('button', { name: 'Загрузить ещё' }));
    await screen.findByText('physical_transformation p2');
    Object.defineProperty(window, 'scrollY', { value: 840, configurable: true });
    window.dispatchEvent(new Event('scroll'));

    await act(() => router.navigate('/publicate/100'));
    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(titles()).toEqual([
        'physical_transformation pinned',
        'physical_transformation p1',
        'physical_transformation p2',
      ]),
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 840 });

    await act(() => router.navigate('/listnews/physical_transformation'));
    await waitFor(() =>
      expect(titles()).toEqual(['physical_transformation pinned', 'physical_transformation p1']),
    );
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockRestore();
  });

  it('tells a reader without the paid group that the section is paid, with the shop link', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app');
      if (url.pathname === '/api/v1/feed/filters/list/')
        return Response.json({ ...filters, groups: filters.groups.slice(0, 1) });
      if (url.pathname === '/api/v1/publication/feed/fix-list/')
        return Response.json({ results: [] });
      if (url.pathname === '/api/v1/publication/feed/list/')
        return Response.json({ ...feedPage(url), results: [], pagination: buildPagination(1, 1) });
      return Response.json(answer(url));
    });
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    renderFeed('/listnews/physical_rpp');
    expect(await screen.findByRole('heading', { name: 'Это платный раздел' })).toBeDefined();
    expect(screen.queryByText('Здесь пока ничего нет')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const shop = screen.getByRole('link', { name: 'Перейти в магазин' });
    expect(shop.getAttribute('href')).toMatch(/\/shop\/redirect-with-refresh-token\/\?refresh=r1$/);
  });

  it('leaves out the tags hidden in the reader filters, in the chips and the requests', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app');
      if (url.pathname === '/api/v1/feed/tag/list/')
        return Response.json([
          { slug: 'video', title: 'Видео', index: 0 },
          { slug: 'article', title: 'Статья', index: 1 },
          { slug: 'webinar', title: 'Вебинар', index: 2 },
        ]);
      return Response.json(answer(url));
    });
    localStorage.setItem('readerFilters:7', JSON.stringify({ hiddenTags: ['video'] }));
    renderFeed();
    await screen.findByRole('button', { name: 'Статья' });
    expect(screen.queryByRole('button', { name: 'Видео' })).toBeNull();
    const feedTags = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://app'))
        .filter((url) => url.pathname === '/api/v1/publication/feed/list/')
        .map((url) => url.searchParams.getAll('feed_tags').join(','));
    expect(feedTags()).toEqual(['article,webinar']);
    await userEvent.click(screen.getByRole('button', { name: 'Вебинар' }));
    await waitFor(() => expect(feedTags()).toEqual(['article,webinar', 'webinar']));
  });
});
