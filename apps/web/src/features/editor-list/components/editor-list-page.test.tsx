import type { EditorListResponse, EditorListRow, EditorParamsResponse } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { EditorListPage } from './editor-list-page.tsx';

const PARAMS: EditorParamsResponse = {
  publicate_section: [{ pk: 1, title: 'Раздел 1' }],
  feed_group: [{ pk: 2, title: 'Физическая трансформация' }],
  wiki_page: [],
  flows: [
    { pk: 3, title: 'Поток 12' },
    { pk: 4, title: 'Поток 13' },
  ],
  flow_program_page: [],
  feed_tag: [{ pk: 5, title: 'Видео' }],
  language: [{ pk: 'ru', title: 'Русский' }],
};

function row(overrides: Partial<EditorListRow>): EditorListRow {
  return {
    pk: 1,
    title: 'Пост',
    fix: false,
    status: 'draft',
    activate_event_date: null,
    pub_start_date: null,
    feed_group_title: null,
    flows_title_list: [],
    section_title_list: [],
    feed_tag_title_list: [],
    reach: { viewed: 0, audience: 0 },
    ...overrides,
  };
}

const ROWS = [
  row({
    pk: 1,
    title: 'Первый пост',
    status: 'published',
    fix: true,
    pub_start_date: '2025-03-12T14:05',
    feed_group_title: 'Физическая трансформация',
    flows_title_list: ['Поток 10', 'Поток 11', 'Поток 12', 'Поток 13'],
    feed_tag_title_list: ['Видео'],
    reach: { viewed: 12, audience: 40 },
  }),
  row({ pk: 2, title: 'Второй пост', status: 'delayed', activate_event_date: '2030-01-02T09:00' }),
];

const fetchMock = vi.fn<typeof fetch>();
let listUrls: URL[] = [];
let rows: EditorListRow[] = [];

function answer(copyStatus = 201) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/publication-editor/params/') return Response.json(PARAMS);
    if (url.pathname === '/api/v1/publication-editor/publication/list/') {
      listUrls.push(url);
      const search = url.searchParams.get('full_text_search');
      const body: EditorListResponse = {
        ...(search === 'тренеровка' && { search_correction: 'тренировка' }),
        results: rows,
        pagination: {
          page: Number(url.searchParams.get('page')),
          count_pages: search === 'кардио' ? 1000 : 3,
          count: search === 'кардио' ? 10_000 : 25,
          count_is_capped: search === 'кардио',
          has_next: true,
          next_page_number: 2,
          has_previous: false,
          previous_page_number: null,
          visible_pages: [1, 2, 3],
        },
      };
      return Response.json(body);
    }
    const deleted = /publication\/delete\/(\d+)\/$/.exec(url.pathname);
    if (deleted && init?.method === 'DELETE') {
      rows = rows.filter((r) => r.pk !== Number(deleted[1]));
      return new Response(null, { status: 204 });
    }
    if (/publication\/copy\/\d+\/$/.test(url.pathname) && init?.method === 'POST') {
      return copyStatus === 201
        ? Response.json({ id: 9, pk: 9 }, { status: 201 })
        : Response.json({ detail: 'boom' }, { status: copyStatus });
    }
    throw new Error(`unexpected ${url.href}`);
  });
}

const lastQuery = () => listUrls.at(-1)?.searchParams ?? new URLSearchParams();
const renderList = (path = '/editor/list') =>
  renderApp(
    [
      { path: '/editor/list', element: <EditorListPage /> },
      { path: '/editor/edit/:id', element: <p>Форма поста</p> },
      { path: '/editor/create', element: <p>Новый пост</p> },
      { path: '/editor/reach/:id', element: <p>Охват поста</p> },
    ],
    { path, user: buildUserInfo({ is_staff: true }) },
  );
const tableRow = (title: string) =>
  screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

beforeEach(() => {
  sessionStorage.clear();
  listUrls = [];
  rows = [...ROWS];
  answer();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('EditorListPage', () => {
  it('asks for page 1 with seven visible pages and shows every column', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Редактор' })).not.toBeNull();
    const first = await waitFor(() => tableRow('Первый пост'));
    expect(lastQuery().get('page')).toBe('1');
    expect(lastQuery().get('visible_page_count')).toBe('7');
    expect(within(first).getByText('Опубликован')).not.toBeNull();
    expect(within(first).getByText('12.03.2025 14:05')).not.toBeNull();
    expect(within(first).getByText('Закреплён')).not.toBeNull();
    // Four flows: two shown, the rest behind '...'.
    expect(within(first).getByText('Поток 10')).not.toBeNull();
    expect(within(first).queryByText('Поток 12')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Ещё 2 значения' })).not.toBeNull();
    expect(within(first).getAllByText('-')).toHaveLength(1);
    // On a card (narrow screens) each list value carries its column's name.
    for (const column of ['Группа', 'Поток', 'Раздел', 'Теги']) {
      expect(within(first).getByText(column)).not.toBeNull();
    }
    expect(within(first).getByRole('link', { name: 'Расписание' }).getAttribute('href')).toBe(
      '#/editor/schedule/1/',
    );
    expect(within(first).getByRole('link', { name: 'Предпросмотр' }).getAttribute('href')).toBe(
      '#/preview_publ_from_list/1',
    );
    const second = tableRow('Второй пост');
    expect(within(second).getByText('Публикация: 02.01.2030 09:00')).not.toBeNull();
    expect(within(second).getAllByText('-')).toHaveLength(4);
  });

  it('shows the reach of each post as a bar with its numbers and links to its screen', async () => {
    rows = [...ROWS, row({ pk: 3, title: 'Третий пост', reach: { viewed: 21, audience: 21 } })];
    const user = userEvent.setup();
    const { router } = renderList();
    const first = await waitFor(() => tableRow('Первый пост'));
    expect(screen.getByRole('columnheader', { name: 'Охват' })).not.toBeNull();
    const bar = within(first).getByRole('img', { name: 'Просмотрели 12 из 40' });
    expect(bar.textContent).toBe('12 / 40');
    expect(bar.querySelector<HTMLElement>('[style]')?.style.getPropertyValue('--reach-share')).toBe(
      '30%',
    );
    // No audience: no share at all, and no division by zero.
    const second = within(tableRow('Второй пост')).getByRole('img', { name: 'Аудитории нет' });
    expect(second.textContent).toBe('0 / 0');
    expect(
      second.querySelector<HTMLElement>('[style]')?.style.getPropertyValue('--reach-share'),
    ).toBe('0%');
    // Russian agrees the verb with 21 (singular), and the bar is full.
    const third = within(tableRow('Третий пост')).getByRole('img', {
      name: 'Просмотрел 21 из 21',
    });
    expect(
      third.querySelector<HTMLElement>('[style]')?.style.getPropertyValue('--reach-share'),
    ).toBe('100%');

    const reach = within(first).getByRole('link', { name: 'Охват' });
    expect(reach.getAttribute('href')).toBe('#/editor/reach/1/');
    await user.click(reach);
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/reach/1/'));
  });

  it('shows the rest of a multi-value cell in a popup', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Ещё 2 значения' }));
    expect(await screen.findByRole('menuitem', { name: 'Поток 12' })).not.toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Поток 13' })).not.toBeNull();
  });

  it('maps tabs to the status booleans and starts them at page 1', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    await user.click(screen.getByRole('tab', { name: 'Отложенные' }));
    await waitFor(() => expect(lastQuery().get('delayed')).toBe('true'));
    expect(lastQuery().get('page')).toBe('1');
    await user.click(screen.getByRole('tab', { name: 'Черновики' }));
    await waitFor(() => expect(lastQuery().get('draft')).toBe('true'));
    expect(lastQuery().has('delayed')).toBe(false);
  });

  it('applies the filters panel: counts, page 1, repeated keys; reset all clears them', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Страница 3' }));
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const panel = screen.getByRole('dialog', { name: 'Фильтры' });
    await user.click(within(panel).getByRole('button', { name: 'По потоку' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Поток 12' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Поток 13' }));
    await user.click(within(panel).getByRole('button', { name: 'Применить' }));
    // Back at the main list, with the category's count.
    expect(within(panel).getByLabelText('Выбрано: 2')).not.toBeNull();
    await waitFor(() => expect(lastQuery().getAll('flows')).toEqual(['3', '4']));
    expect(lastQuery().get('page')).toBe('1');

    await user.click(within(panel).getByRole('button', { name: 'Сбросить все' }));
    await waitFor(() => expect(lastQuery().has('flows')).toBe(false));
  });

  it('deletes a row only after the confirmation', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => tableRow('Второй пост'));
    await user.click(within(tableRow('Второй пост')).getByRole('button', { name: 'Удалить' }));
    const dialog = screen.getByRole('dialog', { name: 'Ты уверен, что хочешь удалить пост?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(tableRow('Второй пост')).getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Удалить', hidden: false }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Второй пост' })).toBeNull(),
    );
    expect(toasts.getSnapshot().map((t) => t.text)).toContain('Публикация успешно удалена');
  });

  it('copies with a toast and a reload; a failed copy says so', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => tableRow('Первый пост'));
    const loads = listUrls.length;
    await user.click(within(tableRow('Первый пост')).getByRole('button', { name: 'Копировать' }));
    await waitFor(() => expect(listUrls.length).toBeGreaterThan(loads));
    expect(toasts.getSnapshot().map((t) => t.text)).toContain('Публикация успешно скопирована');

    answer(500);
    await user.click(within(tableRow('Первый пост')).getByRole('button', { name: 'Копировать' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((t) => t.text)).toContain('Произошла ошибка при копировании'),
    );
  });

  it('keeps tab, page, search, filters and sorting in the URL and reads them back', async () => {
    const user = userEvent.setup();
    const { router, unmount } = renderList();
    await waitFor(() => tableRow('Первый пост'));
    await user.click(screen.getByRole('tab', { name: 'Черновики' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по постам' }), 'суп{Enter}');
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    await user.click(screen.getByRole('button', { name: 'По потоку' }));
    await user.click(screen.getByRole('checkbox', { name: 'Поток 13' }));
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=draft&page=2&search=%D1%81%D1%83%D0%BF&flows=4',
      ),
    );
    unmount();

    // A reload: the same URL gives the same list.
    listUrls = [];
    renderList(`/editor/list${router.state.location.search}&ordering=-title`);
    await waitFor(() => tableRow('Первый пост'));
    expect(lastQuery().get('draft')).toBe('true');
    expect(lastQuery().get('page')).toBe('2');
    expect(lastQuery().get('full_text_search')).toBe('суп');
    expect(lastQuery().getAll('flows')).toEqual(['4']);
    expect(lastQuery().get('ordering')).toBe('-title');
    expect(screen.getByRole('searchbox', { name: 'Поиск по постам' })).toHaveProperty(
      'value',
      'суп',
    );
    expect(screen.getByRole('tab', { name: 'Черновики' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: /^Фильтры/ }).textContent).toBe('Фильтры1');
  });

  it('says which text it searched when the server corrected a misspelled one', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => tableRow('Первый пост'));
    expect(screen.queryByRole('status')).toBeNull();
    await user.type(
      screen.getByRole('searchbox', { name: 'Поиск по постам' }),
      'тренеровка{Enter}',
    );
    const line = await screen.findByRole('status');
    expect(line.textContent).toBe('Показаны результаты по запросу «тренировка»');
    expect(tableRow('Первый пост')).toBeDefined();
  });

  it('says when more posts match than the pages reach', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => tableRow('Первый пост'));
    expect(screen.queryByText(/Показаны первые/)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по постам' }), 'кардио{Enter}');
    expect((await screen.findByText(/^Показаны первые/)).textContent?.replace(/\s/gu, ' ')).toBe(
      'Показаны первые 10 000 постов: уточните поиск или фильтры, чтобы увидеть остальные.',
    );
  });

  it('sorts by title and release date from the column headers, with aria-sort', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/editor/list?page=2');
    await waitFor(() => tableRow('Первый пост'));
    const header = () => screen.getByRole('columnheader', { name: 'Название поста' });
    expect(header().getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Название поста' }));
    await waitFor(() => expect(lastQuery().get('ordering')).toBe('title'));
    expect(lastQuery().get('page')).toBe('1');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Название поста' }));
    await waitFor(() => expect(lastQuery().get('ordering')).toBe('-title'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Дата выхода' }));
    await waitFor(() => expect(lastQuery().get('ordering')).toBe('-release_date'));
    expect(header().getAttribute('aria-sort')).toBeNull();
    expect(
      screen.getByRole('columnheader', { name: 'Дата выхода' }).getAttribute('aria-sort'),
    ).toBe('descending');
    expect(router.state.location.search).toBe('?ordering=-release_date');
  });

  it('comes back from the editor to the same list with the edited post highlighted', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/editor/list?tab=delayed&page=3');
    await waitFor(() => tableRow('Второй пост'));
    await user.click(within(tableRow('Второй пост')).getByRole('link', { name: 'Редактировать' }));
    expect(await screen.findByText('Форма поста')).not.toBeNull();

    // The editor's Save and Back lead to the bare list.
    await router.navigate('/editor/list');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=delayed&page=3'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    const row = await waitFor(() => tableRow('Второй пост'));
    expect(row.className).toMatch(/highlighted/);
    expect(tableRow('Первый пост').className).not.toMatch(/highlighted/);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(row).getByRole('link', { name: 'Второй пост' })),
    );
  });

  it('after a new post comes back at page 1 with that post highlighted', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = renderList('/editor/list?tab=draft&page=2');
    await waitFor(() => tableRow('Второй пост'));
    await user.click(screen.getByRole('link', { name: 'Написать пост' }));
    expect(await screen.findByText('Новый пост')).not.toBeNull();
    // What the editor's save leaves in the cache.
    queryClient.setQueryData(['editor', 'publication', 2], { id: 2 });

    await router.navigate('/editor/list');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=draft'));
    await waitFor(() => expect(tableRow('Второй пост').className).toMatch(/highlighted/));
  });
});
