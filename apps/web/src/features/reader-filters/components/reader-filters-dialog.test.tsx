import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readerFilterStorageKey } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { ReaderFiltersButton } from './reader-filters-button.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/feed/tag/list/')
      return Response.json([
        { slug: 'video', title: 'Видео', index: 0, count: 3, pub_start_date: null },
        { slug: 'article', title: 'Статья', index: 1, count: 2, pub_start_date: null },
      ]);
    if (url.pathname === '/api/v1/wiki/page/list/')
      return Response.json([
        { pk: 1, title: 'Питание', text: '', image: null, publications_count: 2, log_jump: false },
        {
          pk: 2,
          title: 'Тренировки',
          text: '',
          image: null,
          publications_count: 1,
          log_jump: false,
        },
      ]);
    throw new Error(`unexpected ${url.href}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

function renderButton(userId = 7) {
  return renderApp([{ path: '/', element: <ReaderFiltersButton /> }], {
    user: buildUserInfo({ pk: userId }),
  });
}

const stored = (userId = 7): unknown =>
  JSON.parse(localStorage.getItem(readerFilterStorageKey(userId)) ?? 'null');

async function openPopup() {
  await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
  return screen.findByRole('dialog', { name: 'Фильтры' });
}

describe('ReaderFiltersButton', () => {
  it('opens the main page with Feed and Knowledge base, each a page of switches', async () => {
    renderButton();
    const dialog = await openPopup();
    await waitFor(() => expect(within(dialog).getAllByText('Показывается всё')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: /Лента/ }));

    const feed = screen.getByRole('dialog', { name: 'Лента' });
    const video = within(feed).getByRole('switch', { name: 'Видео' });
    expect(video.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(video);
    expect(video.getAttribute('aria-checked')).toBe('false');
    expect(stored()).toEqual({ hiddenTags: ['video'], hiddenWikiPages: [] });

    await userEvent.click(within(feed).getByRole('button', { name: 'Назад к фильтрам' }));
    const main = screen.getByRole('dialog', { name: 'Фильтры' });
    expect(within(main).getByText('Показано 1 из 2')).toBeDefined();
    await userEvent.click(within(main).getByRole('button', { name: /База знаний/ }));
    const wiki = screen.getByRole('dialog', { name: 'База знаний' });
    await userEvent.click(within(wiki).getByRole('switch', { name: 'Тренировки' }));
    expect(stored()).toEqual({ hiddenTags: ['video'], hiddenWikiPages: [2] });
  });

  it('keeps the last switch on and resets a page to everything shown', async () => {
    renderButton();
    const dialog = await openPopup();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Лента/ }));
    const reset = screen.getByRole('button', { name: 'Сбросить' });
    expect(reset).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('switch', { name: 'Видео' }));
    const article = screen.getByRole('switch', { name: 'Статья' });
    expect(article.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Хотя бы один пункт должен остаться включённым')).toBeDefined();
    await userEvent.click(article);
    expect(article.getAttribute('aria-checked')).toBe('true');

    await userEvent.click(reset);
    expect(screen.getByRole('switch', { name: 'Видео' }).getAttribute('aria-checked')).toBe('true');
    expect(stored()).toEqual({ hiddenTags: [], hiddenWikiPages: [] });
  });

  it('remembers the choice per user and returns the focus on Escape', async () => {
    localStorage.setItem(readerFilterStorageKey(8), JSON.stringify({ hiddenTags: ['article'] }));
    renderButton(7);
    const dialog = await openPopup();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Лента/ }));
    expect(screen.getByRole('switch', { name: 'Статья' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Видео' }));
    expect(stored(7)).toEqual({ hiddenTags: ['video'], hiddenWikiPages: [] });
    expect(stored(8)).toEqual({ hiddenTags: ['article'] });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Фильтры' }));
  });
});
