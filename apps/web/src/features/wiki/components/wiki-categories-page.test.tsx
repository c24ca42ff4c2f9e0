import type { Language, WikiCategory } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { buildWikiCategory } from '../test/build-wiki.ts';
import { WikiCategoriesPage } from './wiki-categories-page.tsx';

const CATEGORIES: WikiCategory[] = [
  buildWikiCategory({ pk: 1, title: 'Питание', publications_count: 1, image: '/media/a.jpg' }),
  buildWikiCategory({ pk: 2, title: 'Тренировки', publications_count: 2 }),
  buildWikiCategory({ pk: 3, title: 'Рецепты', publications_count: 5 }),
  buildWikiCategory({ pk: 4, title: 'Частые вопросы', publications_count: 21, log_jump: true }),
];

const fetchMock = vi.fn<typeof fetch>();
/** The paths the app was on when each logging call went out. */
let pathAtLogging: string[] = [];
let router: ReturnType<typeof renderApp>['router'];

function answerWith(categories: WikiCategory[], logStatus = 201) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/wiki/page/list/') return Response.json(categories);
    if (url.pathname === '/api/v1/logging/wiki/create/go-to-tab/' && init?.method === 'POST') {
      pathAtLogging.push(router.state.location.pathname);
      return Response.json({ id: 1 }, { status: logStatus });
    }
    throw new Error(`unexpected ${url.href}`);
  });
}

function renderList(language: Language = 'ru', path = '/wiki/category') {
  ({ router } = renderApp(
    [
      { path: '/wiki/category', element: <WikiCategoriesPage /> },
      { path: '/listwiki/:wiki_pages', element: <p>wiki page</p> },
    ],
    { path, user: buildUserInfo({ language }) },
  ));
}

const card = (title: string) => screen.getByRole('article', { name: title });
const logCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/logging/wiki/'));

beforeEach(() => {
  pathAtLogging = [];
  answerWith(CATEGORIES);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('WikiCategoriesPage', () => {
  it('shows every card with its image, text and the Russian plural of the article count', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'База знаний' })).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Разделы базы знаний' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Питание', 'Тренировки', 'Рецепты', 'Частые вопросы']);
    expect(within(card('Питание')).getByText('1 статья')).toBeDefined();
    expect(within(card('Тренировки')).getByText('2 статьи')).toBeDefined();
    expect(within(card('Рецепты')).getByText('5 статей')).toBeDefined();
    expect(within(card('Частые вопросы')).getByText('21 статья')).toBeDefined();
    expect(within(card('Питание')).getByText('Описание раздела')).toBeDefined();
    const image = card('Питание').querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/a.jpg');
    expect(card('Тренировки').querySelector('img')).toBeNull();
  });

  it('uses the English plural in English', async () => {
    answerWith([
      buildWikiCategory({ pk: 1, title: 'Nutrition', publications_count: 1 }),
      buildWikiCategory({ pk: 2, title: 'Workouts', publications_count: 2 }),
      buildWikiCategory({ pk: 3, title: 'Empty', publications_count: 0 }),
    ]);
    renderList('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Knowledge base' })).toBeDefined();
    await screen.findByRole('list', { name: 'Knowledge base sections' });
    expect(within(card('Nutrition')).getByText('1 article')).toBeDefined();
    expect(within(card('Workouts')).getByText('2 articles')).toBeDefined();
    expect(within(card('Empty')).getByText('0 articles')).toBeDefined();
  });

  it('logs the jump of a log_jump card before opening its page', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('link', { name: 'Частые вопросы' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listwiki/4'));
    expect(screen.getByText('wiki page')).toBeDefined();
    expect(pathAtLogging).toEqual(['/wiki/category']);
    const [, init] = logCalls()[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ wiki_page_id: 4 });
  });

  it('opens the page even when logging fails', async () => {
    answerWith(CATEGORIES, 500);
    renderList();
    await userEvent.click(await screen.findByRole('link', { name: 'Частые вопросы' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listwiki/4'));
    expect(logCalls()).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a card without log_jump without logging', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('link', { name: 'Рецепты' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listwiki/3'));
    expect(logCalls()).toHaveLength(0);
  });

  it('shows the empty banner with its picture when there is no category', async () => {
    answerWith([]);
    renderList();
    const banner = await screen.findByRole('region', { name: 'Здесь пока ничего нет' });
    expect(within(banner).getByText('Скоро здесь появится контент')).toBeDefined();
    expect(within(banner).getByRole('img').getAttribute('src')).toBe('/static/no-items.jpeg');
    expect(screen.queryByRole('list', { name: 'Разделы базы знаний' })).toBeNull();
  });

  it('leaves out the categories hidden in the reader filters', async () => {
    localStorage.setItem('readerFilters:7', JSON.stringify({ hiddenWikiPages: [2, 3] }));
    renderList();
    await screen.findByRole('article', { name: 'Питание' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Тренировки' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Рецепты' })).toBeNull();
  });
});
