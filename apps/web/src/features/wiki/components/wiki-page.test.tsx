import type { FeedListResponse, Language, WikiListResponse } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPublication } from '../../../test-support/publication-fixture.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { buildWikiCategory } from '../test/build-wiki.ts';
import { WikiPage } from './wiki-page.tsx';

/** Wiki page 7 holds two pages: 'Статья p<page>'; tags narrow it to one page. */
function wikiList(url: URL): WikiListResponse {
  const page = Number(url.searchParams.get('page'));
  const tagged = url.searchParams.getAll('feed_tags').length > 0;
  const count = tagged ? 1 : 2;
  return {
    wiki_page: { pk: 7, title: 'Питание' },
    results: [buildPublication({ id: page, title: `Статья p${page}${tagged ? ' с тегом' : ''}` })],
    pagination: {
      page,
      count_pages: null,
      has_next: page < count,
      next_page_number: page < count ? page + 1 : null,
    },
  };
}

function feedSearch(url: URL): FeedListResponse {
  const search = url.searchParams.get('full_text_search') ?? '';
  return {
    results: [],
    pagination: { page: 1, count_pages: null, has_next: false, next_page_number: null },
    count_by_group: { physical_transformation: 0, physical_rpp: 0, wiki: 1 },
    ...(search === 'белак' && { search_correction: 'белок' }),
    search_blocks: [
      {
        order: 1,
        slug: 'wiki',
        title: 'Вики',
        count: 1,
        count_is_capped: false,
        results: [],
        folders: [
          {
            title: 'Питание',
            results: [buildPublication({ id: 50, title: `найдено: ${search}` })],
          },
        ],
      },
    ],
  };
}

const fetchMock = vi.fn<typeof fetch>();
const requests = (pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app'))
    .filter((url) => url.pathname === pathname);

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/wiki/page/list/')
      return Response.json([buildWikiCategory({ pk: 7, title: 'Питание' })]);
    if (url.pathname === '/api/v1/feed/tag/list/')
      return Response.json([{ slug: 'article', title: 'Статья', index: 1 }]);
    if (url.pathname === '/api/v1/publication/wiki/list/7/') return Response.json(wikiList(url));
    if (url.pathname === '/api/v1/publication/feed/list/') return Response.json(feedSearch(url));
    throw new Error(`unexpected ${url.href}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderRoute(path: string, language: Language = 'ru') {
  return renderApp(
    [
      {
        path: '/listwiki/:wiki_pages',
        element: (
          <main>
            <WikiPage />
          </main>
        ),
      },
      { path: '/404', element: <p>Oops!</p> },
    ],
    { path, user: buildUserInfo({ language }) },
  );
}

const titles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

describe('WikiPage route', () => {
  it.each(['/listwiki/wiki_pages', '/listwiki/wiki_pages_1'])(
    'shows the category list at %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeDefined();
      expect(await screen.findByRole('link', { name: 'Питание' })).toBeDefined();
      expect(requests('/api/v1/wiki/page/list/')).toHaveLength(1);
    },
  );

  it.each(['/listwiki/abc', '/listwiki/0', '/listwiki/7x', '/listwiki/99999999999'])(
    'sends %s to the not-found page without calling the server',
    async (path) => {
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

describe('WikiPage publications', () => {
  it('shows the page title as heading and appends the next page on load more', async () => {
    renderRoute('/listwiki/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Питание' })).toBeDefined();
    await waitFor(() => expect(titles()).toEqual(['Статья p1']));
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить ещё' }));
    await waitFor(() => expect(titles()).toEqual(['Статья p1', 'Статья p2']));
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
    expect(requests('/api/v1/publication/wiki/list/7/').map((url) => url.search)).toEqual([
      '?page=1',
      '?page=2',
    ]);
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDefined();
  });

  it('filters by tag from page 1 again', async () => {
    renderRoute('/listwiki/7');
    await screen.findByText('Статья p1');
    await userEvent.click(screen.getByRole('button', { name: 'Статья' }));
    await waitFor(() => expect(titles()).toEqual(['Статья p1 с тегом']));
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Питание' })).toBeDefined();
    expect(requests('/api/v1/publication/wiki/list/7/').at(-1)?.search).toBe(
      '?page=1&feed_tags=article',
    );
  });

  it('searches with the general search, grouped in blocks, and comes back on clear', async () => {
    renderRoute('/listwiki/7');
    await screen.findByText('Статья p1');
    await userEvent.type(screen.getByRole('searchbox'), 'белок{Enter}');
    const wiki = await screen.findByRole('region', { name: 'Вики' });
    expect(within(wiki).getByRole('region', { name: 'Питание' })).toBeDefined();
    expect(within(wiki).getByText('найдено: белок')).toBeDefined();
    expect(screen.getByText('Это все результаты поиска')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Статья p1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Загрузить ещё' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Питание' })).toBeDefined();
    const [search] = requests('/api/v1/publication/feed/list/');
    expect(search?.searchParams.get('full_text_search')).toBe('белок');

    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await screen.findByText('Статья p1');
    expect(screen.queryByText('Это все результаты поиска')).toBeNull();
  });

  it('says which text it searched when the server corrected a misspelled one', async () => {
    renderRoute('/listwiki/7', 'en');
    await screen.findByText('Статья p1');
    await userEvent.type(screen.getByRole('searchbox'), 'белак{Enter}');
    await screen.findByText('найдено: белак');
    expect(screen.getByRole('status').textContent).toBe('Showing results for “белок”');
  });

  it('shows the empty banner for a page without publications', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://app');
      if (url.pathname === '/api/v1/feed/tag/list/') return Response.json([]);
      return Response.json({
        wiki_page: { pk: 7, title: 'Пустой раздел' },
        results: [],
        pagination: { page: 1, count_pages: null, has_next: false, next_page_number: null },
      } satisfies WikiListResponse);
    });
    renderRoute('/listwiki/7', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Пустой раздел' })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Nothing to see here yet' })).toBeDefined();
    expect(screen.getByText('Content is coming soon')).toBeDefined();
  });
});
