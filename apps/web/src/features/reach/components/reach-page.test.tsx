import type { EditorPublication, ReachDay, ReachResponse, ReachUser } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { ReachPage } from './reach-page.tsx';

// jsdom has no canvas: uPlot is replaced by a stand-in that keeps what the screen gave it.
const charts = vi.hoisted(() => ({
  made: [] as { options: uPlot.Options; data: uPlot.AlignedData; target: HTMLElement }[],
}));
vi.mock('uplot', () => ({
  default: class {
    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
      charts.made.push({ options, data, target });
    }
    setSize() {}
    destroy() {}
  },
}));

const DAYS: ReachDay[] = [
  { date: '2025-03-10', views: 10, likes: 3, comments: 1 },
  { date: '2025-03-11', views: 8, likes: 3, comments: 2 },
];

/** 27 users who have not viewed the post: 26 numbered ones and Ольга Соколова last. */
const NOT_VIEWED: ReachUser[] = [
  ...Array.from({ length: 26 }, (_, index) => ({
    pk: index + 1,
    first_name: 'Иван',
    last_name: `Андреев ${index + 1}`,
    avatar_url: '',
    flow_title: index % 2 === 0 ? 'Поток 11' : '',
  })),
  {
    pk: 100,
    first_name: 'Ольга',
    last_name: 'Соколова',
    avatar_url: 'https://cdn.example/olga.png',
    flow_title: 'Поток 12',
  },
];

const FIGURES = {
  audience: 45,
  viewed: 18,
  viewed_fully: 9,
  liked: 6,
  commented: 3,
  favorited: 2,
  clicked: 4,
};

interface Server {
  figures: typeof FIGURES;
  days: ReachDay[];
  users: ReachUser[];
  statuses: EditorPublication['status'][];
  reachStatus: number;
  nudge: () => Response;
  csv: () => Response;
}

const fetchMock = vi.fn<typeof fetch>();
let server: Server;
let reachUrls: URL[] = [];
let nudges = 0;
let csvCalls: { url: URL; authorization: string | null }[] = [];

function reachAnswer(url: URL): Response {
  if (server.reachStatus !== 200) {
    return Response.json({ detail: 'boom' }, { status: server.reachStatus });
  }
  const search = url.searchParams.get('search') ?? '';
  if (search === 'плохо') {
    return Response.json({ search: ['Refused.'] }, { status: 400 });
  }
  const page = Number(url.searchParams.get('page') ?? 1);
  const found = server.users.filter((user) =>
    `${user.first_name} ${user.last_name}`.toLowerCase().includes(search.toLowerCase()),
  );
  const body: ReachResponse = {
    ...server.figures,
    by_day: server.days,
    not_viewed: {
      count: found.length,
      results: found.slice((page - 1) * 20, page * 20),
      next_page_number: found.length > page * 20 ? page + 1 : null,
    },
  };
  return Response.json(body);
}

function answer() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    const path = url.pathname;
    if (path === '/api/v1/publication-editor/publication/retrive/7/') {
      // The next status once there are more (the post changed meanwhile).
      const status = server.statuses.length > 1 ? server.statuses.shift() : server.statuses[0];
      return Response.json({ id: 7, pk: 7, title: 'Утренняя зарядка', status });
    }
    if (path === '/api/v1/publication-editor/publication/reach/7/') {
      reachUrls.push(url);
      return reachAnswer(url);
    }
    if (path === '/api/v1/publication-editor/publication/nudge/7/' && init?.method === 'POST') {
      nudges += 1;
      return server.nudge();
    }
    if (path === '/api/v1/publication-editor/publication/reach/7/csv/') {
      csvCalls.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      return server.csv();
    }
    throw new Error(`unexpected ${url.href}`);
  });
}

function renderReach(language: 'ru' | 'en' = 'ru') {
  return renderApp(
    [
      { path: '/editor/reach/:id', element: <ReachPage /> },
      { path: '/editor/list', element: <p>editor list</p> },
    ],
    { path: '/editor/reach/7', user: buildUserInfo({ is_staff: true, language }) },
  );
}

/** The value of the tile named `label`. */
function tile(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? '';
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const toastTexts = () => toasts.getSnapshot().map((toast) => toast.text);
const remindButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Напомнить' });

beforeEach(() => {
  server = {
    figures: { ...FIGURES },
    days: DAYS,
    users: NOT_VIEWED,
    statuses: ['published'],
    reachStatus: 200,
    nudge: () => Response.json({ notified: 25, skipped: 2 }),
    csv: () => new Response('\uFEFFФамилия;Имя\r\n', { headers: { 'Content-Type': 'text/csv' } }),
  };
  reachUrls = [];
  nudges = 0;
  csvCalls = [];
  charts.made = [];
  answer();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('ReachPage', () => {
  it('names the post and shows its counts as tiles, with the viewed share', async () => {
    renderReach();
    expect(await screen.findByRole('heading', { level: 1, name: 'Охват поста' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Назад к списку' }).getAttribute('href')).toBe(
      '#/editor/list',
    );
    expect((await screen.findByText('Утренняя зарядка')).closest('p')?.textContent).toBe(
      'Пост: Утренняя зарядка',
    );
    await screen.findByText('Аудитория');
    expect(tile('Аудитория')).toBe('45');
    // 18 of 45: 40 % (Russian puts a no-break space before the sign).
    expect(tile('Просмотрели')).toMatch(/^1840\s%\sаудитории$/);
    expect(tile('Посмотрели полностью')).toBe('9');
    expect(tile('Поставили лайк')).toBe('6');
    expect(tile('Оставили комментарий')).toBe('3');
    expect(tile('Добавили в избранное')).toBe('2');
    expect(tile('Открыли файл, видео или аудио')).toBe('4');
    expect(screen.getByRole('heading', { name: 'Не посмотрели 27 пользователей' })).not.toBeNull();
  });

  it('charts views, likes and comments per day and tells the same in a hidden table', async () => {
    renderReach();
    const table = await screen.findByRole('table', {
      name: 'Просмотры, лайки и комментарии по дням',
    });
    expect(table.parentElement?.className).toBe('visually-hidden');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Дата', 'Просмотры', 'Лайки', 'Комментарии'],
      ['10 марта 2025 г.', '10', '3', '1'],
      ['11 марта 2025 г.', '8', '3', '2'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '11 марта 2025 г.' })).not.toBeNull();

    const chart = charts.made.at(-1);
    expect(chart?.target.getAttribute('aria-hidden')).toBe('true');
    expect(chart?.data).toEqual([
      [0, 1],
      [10, 8],
      [3, 3],
      [1, 2],
    ]);
    const series = chart?.options.series ?? [];
    expect(series.map((line) => line.label)).toEqual(['Дата', 'Просмотры', 'Лайки', 'Комментарии']);
    expect(chart?.options.legend?.show).not.toBe(false);
    // The legend's day and the axis's labels are dates of the UI language, never ISO ones.
    const legendDay = series[0]?.value as (chart: unknown, index: number | null) => string;
    expect(legendDay(null, 1)).toBe('11 марта 2025 г.');
    const ticks = chart?.options.axes?.[0]?.values as (
      chart: unknown,
      splits: number[],
    ) => string[];
    expect(ticks(null, [0, 1])).toEqual(['10.03.2025', '11.03.2025']);
  });

  it('writes the dates in English for an English-speaking user', async () => {
    renderReach('en');
    const table = await screen.findByRole('table', { name: 'Views, likes and comments per day' });
    expect(within(table).getByRole('rowheader', { name: '10 March 2025' })).not.toBeNull();
    expect(tile('Viewed')).toMatch(/^1840%\sof the audience$/);
    const ticks = charts.made.at(-1)?.options.axes?.[0]?.values as (
      chart: unknown,
      splits: number[],
    ) => string[];
    expect(ticks(null, [1])).toEqual(['11/03/2025']);
  });

  it('shows an empty audience without a share, a chart or anyone to remind', async () => {
    server.figures = { ...FIGURES, audience: 0, viewed: 0, viewed_fully: 0 };
    server.days = [];
    server.users = [];
    renderReach();
    expect(
      await screen.findByText('У поста пока нет аудитории: показать его некому.'),
    ).not.toBeNull();
    expect(tile('Просмотрели')).toBe('0');
    expect(screen.getByText('Пост ещё не вышел — данных по дням пока нет.')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(charts.made).toEqual([]);
    expect(screen.getByText('Пост посмотрели все из аудитории.')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы списка' })).toBeNull();
    const hint = await screen.findByText('Пост посмотрели все — напоминать некому.');
    await waitFor(() => expect(remindButton().disabled).toBe(true));
    expect(remindButton().getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('lists who has not viewed the post and pages it from the keyboard', async () => {
    const user = userEvent.setup();
    renderReach();
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(names()[0]).toBe('Андреев 1 ИванПоток 11');
    expect(names()[1]).toBe('Андреев 2 ИванБез потока');
    const pager = screen.getByRole('navigation', { name: 'Страницы списка' });
    expect(within(pager).getByText('Страница 1 из 2')).not.toBeNull();
    const previous = within(pager).getByRole('button', { name: 'Предыдущая' });
    const next = within(pager).getByRole('button', { name: 'Следующая' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(reachUrls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(within(pager).getByText('Страница 2 из 2')).not.toBeNull();
    // The pressed button keeps the focus, now with no page after it.
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    const olga = screen.getByText('Соколова Ольга').closest('li') as HTMLElement;
    expect(olga.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/olga.png');
    expect(olga.querySelector('img')?.getAttribute('alt')).toBe('');

    const pagesAsked = reachUrls.length;
    await user.keyboard('{Enter}');
    expect(reachUrls).toHaveLength(pagesAsked);
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(document.activeElement).toBe(previous);
  });

  it('searches by a part of a name from the first page, and clears the search', async () => {
    const user = userEvent.setup();
    renderReach();
    await user.click(await screen.findByRole('button', { name: 'Следующая' }));
    await waitFor(() => expect(names()).toHaveLength(7));

    await user.type(screen.getByRole('searchbox', { name: 'Поиск по имени' }), ' Сокол {Enter}');
    await waitFor(() => expect(names()).toEqual(['Соколова ОльгаПоток 12']));
    expect(reachUrls.at(-1)?.searchParams.get('search')).toBe('Сокол');
    expect(reachUrls.at(-1)?.searchParams.has('page')).toBe(false);
    expect(screen.getByText('Найден 1 пользователь')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы списка' })).toBeNull();
    // The heading keeps the count of the whole audience.
    expect(screen.getByRole('heading', { name: 'Не посмотрели 27 пользователей' })).not.toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по имени' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по имени' }), 'Петров{Enter}');
    expect(await screen.findByText('По запросу «Петров» никого не нашлось.')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(screen.getByText('Страница 1 из 2')).not.toBeNull();
  });

  it('says so when the search is refused, keeping the counts', async () => {
    const user = userEvent.setup();
    renderReach();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Поиск по имени' }),
      'плохо{Enter}',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Поиск не выполнен: проверьте запрос и попробуйте ещё раз.',
    );
    expect(tile('Аудитория')).toBe('45');
  });

  it('says so when the reach cannot be loaded', async () => {
    server.reachStatus = 500;
    renderReach();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось загрузить охват поста. Обновите страницу.',
    );
    expect(screen.getByRole('link', { name: 'Назад к списку' })).not.toBeNull();
  });

  it('asks before reminding, with the count of the whole audience, then tells the outcome', async () => {
    const user = userEvent.setup();
    renderReach();
    // A search narrows the list, not the count the question gives.
    await user.type(
      await screen.findByRole('searchbox', { name: 'Поиск по имени' }),
      'Сокол{Enter}',
    );
    await screen.findByText('Найден 1 пользователь');
    await waitFor(() => expect(remindButton().disabled).toBe(false));

    await user.click(remindButton());
    let dialog = screen.getByRole('dialog', { name: 'Напомнить о посте?' });
    expect(within(dialog).getByText(/^Пост ещё не посмотрели 27 пользователей/).textContent).toBe(
      'Пост ещё не посмотрели 27 пользователей из аудитории. Напоминание не получат те, у кого ' +
        'выключены уведомления об этом посте, и те, кому о нём уже напоминали за последние 24 часа.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(nudges).toBe(0);
    expect(document.activeElement).toBe(remindButton());

    await user.click(remindButton());
    dialog = screen.getByRole('dialog', { name: 'Напомнить о посте?' });
    await user.click(within(dialog).getByRole('button', { name: 'Напомнить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(nudges).toBe(1);
    expect(toastTexts()).toContain(
      'Напоминание отправлено 25 пользователям. Пропущено 2 пользователя: им уже напоминали недавно.',
    );
    expect(document.activeElement).toBe(remindButton());
  });

  it('tells when nobody could be reminded', async () => {
    server.nudge = () => Response.json({ notified: 0, skipped: 0 });
    const user = userEvent.setup();
    renderReach();
    await waitFor(() => expect(remindButton().disabled).toBe(false));
    await user.click(remindButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Напомнить' }));
    await waitFor(() => expect(toastTexts()).toContain('Напоминание никому не отправлено.'));
  });

  it('explains a refused reminder of a post no longer published and disables Remind', async () => {
    server.statuses = ['published', 'deactivated'];
    server.nudge = () =>
      Response.json({ detail: 'Not published.', code: 'not_published' }, { status: 409 });
    const user = userEvent.setup();
    renderReach();
    await waitFor(() => expect(remindButton().disabled).toBe(false));
    await user.click(remindButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Напомнить' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Напомнить можно только об опубликованном посте, а этот пост не опубликован.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(remindButton().disabled).toBe(true));
    expect(
      screen.getByText('Напоминание можно отправить только об опубликованном посте.'),
    ).not.toBeNull();
  });

  it('offers no reminder for a post that is not published', async () => {
    server.statuses = ['draft'];
    renderReach();
    const hint = await screen.findByText(
      'Напоминание можно отправить только об опубликованном посте.',
    );
    expect(remindButton().disabled).toBe(true);
    expect(remindButton().getAttribute('aria-describedby')).toBe(hint.id);
    expect(nudges).toBe(0);
  });

  it('downloads the not-viewed list as CSV with the access token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderReach();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Поиск по имени' }),
      'Сокол{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(saved).toEqual(['not-viewed-7.csv']));
    expect(csvCalls).toHaveLength(1);
    expect(csvCalls[0]?.authorization).toBe('Bearer access-1');
    expect(csvCalls[0]?.url.searchParams.get('search')).toBe('Сокол');

    server.csv = () => Response.json({ detail: 'boom' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Не удалось скачать список. Попробуйте ещё раз.'),
    );
    expect(saved).toHaveLength(1);
  });
});
