import type {
  EditorParamsResponse,
  FlowProgressResponse,
  ProgressClient,
  ProgressSection,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../shared/lib/download-file.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { ProgressPage, type RenderClientName } from './progress-page.tsx';

/** The charts drawn, in order: what each was given, and what was done to it since. */
const charts = vi.hoisted(() => [] as FakePlot[]);
interface FakePlot {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  setSize: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}

// jsdom has no canvas: uPlot is a stand-in that records what it was asked to draw.
vi.mock('uplot', () => {
  class Plot {
    static paths = { bars: vi.fn(() => 'bars-path') };
    setSize = vi.fn();
    destroy = vi.fn();
    options: uPlot.Options;
    data: uPlot.AlignedData;
    target: HTMLElement;
    constructor(options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
      this.options = options;
      this.data = data;
      this.target = target;
      charts.push(this);
    }
  }
  return { default: Plot };
});

vi.mock('../../../shared/lib/download-file.ts', () => ({
  downloadFile: vi.fn(() => Promise.resolve()),
}));

/** Each chart box's ResizeObserver callback (jsdom has no ResizeObserver). */
let resizeCallbacks: (() => void)[] = [];
class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

const PARAMS: EditorParamsResponse = {
  publicate_section: [],
  feed_group: [],
  wiki_page: [],
  flows: [
    { pk: 3, title: 'Поток 12' },
    { pk: 4, title: 'Поток 13' },
    { pk: 5, title: 'Поток 14' },
  ],
  flow_program_page: [],
  feed_tag: [],
  language: [{ pk: 'ru', title: 'Русский' }],
};

function section(overrides: Partial<ProgressSection> & { pk: number }): ProgressSection {
  return {
    title: `Раздел ${overrides.pk}`,
    part: 1,
    is_enabled: true,
    lessons_count: 1,
    histogram: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    average: 0,
    ...overrides,
  };
}

const SECTIONS = [
  section({
    pk: 11,
    title: 'Введение',
    lessons_count: 1,
    histogram: [0, 0, 0, 0, 0, 0, 0, 0, 1, 3],
    average: 93,
  }),
  section({
    pk: 12,
    title: 'Питание',
    lessons_count: 5,
    histogram: [2, 1, 0, 0, 0, 0, 0, 0, 0, 0],
    average: 7,
  }),
  section({ pk: 13, title: 'Бонусы', part: 2, is_enabled: false, lessons_count: 3 }),
];

/** 45 clients, lowest progress first, as the server orders them. */
const CLIENTS: ProgressClient[] = Array.from({ length: 45 }, (_client, index) => ({
  pk: 100 + index,
  first_name: index === 0 ? 'Анна' : `Клиент${index + 1}`,
  last_name: index === 0 ? 'Смирнова' : 'Иванов',
  avatar_url: '',
  procent_passed: index * 2,
}));

const fetchMock = vi.fn<typeof fetch>();
/** The flow progress calls made: flow, page and search of each. */
let progressCalls: URL[] = [];
let failParams = false;

function progressOf(url: URL): FlowProgressResponse {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? '1');
  const matching = CLIENTS.filter((client) =>
    `${client.first_name} ${client.last_name}`.toLowerCase().includes(search),
  );
  return {
    flow: { pk: 3, name: 'Поток 12' },
    sections: SECTIONS,
    clients: {
      count: matching.length,
      results: matching.slice((page - 1) * 20, page * 20),
      next_page_number: matching.length > page * 20 ? page + 1 : null,
    },
  };
}

const EMPTY_FLOW: FlowProgressResponse = {
  flow: { pk: 4, name: 'Поток 13' },
  sections: [],
  clients: { count: 0, results: [], next_page_number: null },
};

beforeEach(() => {
  charts.length = 0;
  resizeCallbacks = [];
  progressCalls = [];
  failParams = false;
  vi.mocked(downloadFile).mockClear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/publication-editor/params/') {
      return failParams
        ? Response.json({ detail: 'boom' }, { status: 500 })
        : Response.json(PARAMS);
    }
    const flow = /\/flow-progress\/(\d+)\/$/.exec(url.pathname)?.[1];
    if (flow === undefined) throw new Error(`unexpected ${url.href}`);
    progressCalls.push(url);
    if (flow === '3') return Response.json(progressOf(url));
    if (flow === '4') return Response.json(EMPTY_FLOW);
    if (flow === '9') return Response.json({ detail: 'Not found.' }, { status: 404 });
    return Response.json({ detail: 'boom' }, { status: 500 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderProgress(path = '/editor/progress', renderClientName?: RenderClientName) {
  return renderApp(
    [
      {
        path: '/editor/progress/:flowId?',
        element: <ProgressPage renderClientName={renderClientName} />,
      },
      { path: '/editor/list', element: <p>editor list</p> },
      { path: '/404', element: <p>not found</p> },
    ],
    { path, user: buildUserInfo({ is_staff: true, flow: null }) },
  );
}

const sectionCard = (title: string) =>
  screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;

/** The hidden table's body: bucket, clients and share of each row. */
function histogramRows(sectionTitle: string): string[][] {
  const table = screen.getByRole('table', {
    name: `Клиенты раздела «${sectionTitle}» по прогрессу`,
  });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

/** The client rows as read: name, then the hidden 'Прогресс:' and the percentage. */
const clientRows = () =>
  within(screen.getByRole('list', { name: 'Клиенты' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

const nextPage = () => screen.getByRole('button', { name: 'Следующая' }) as HTMLButtonElement;
const previousPage = () => screen.getByRole('button', { name: 'Предыдущая' }) as HTMLButtonElement;

describe('ProgressPage', () => {
  it('offers the flows and loads the picked one into the path', async () => {
    const user = userEvent.setup();
    const { router } = renderProgress();
    expect(screen.getByRole('heading', { level: 1, name: 'Прогресс потоков' })).not.toBeNull();
    const picker = await screen.findByRole('combobox', { name: 'Поток' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите поток', 'Поток 12', 'Поток 13', 'Поток 14']);
    expect(screen.getByText(/Выберите поток, чтобы увидеть/)).not.toBeNull();
    expect(progressCalls).toEqual([]);

    await user.selectOptions(picker, 'Поток 12');
    expect(router.state.location.pathname).toBe('/editor/progress/3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Поток 12' })).not.toBeNull();
    expect(progressCalls[0]?.pathname).toBe('/api/v1/publication-editor/flow-progress/3/');
    expect(progressCalls[0]?.search).toBe('');
    expect((picker as HTMLSelectElement).value).toBe('3');

    // Back returns to the picker alone.
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Поток' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows each section in order with its lessons, average, closed mark and histogram', async () => {
    renderProgress('/editor/progress/3');
    const list = await screen.findByRole('list', { name: 'Разделы программы' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Введение', 'Питание', 'Бонусы']);

    const intro = sectionCard('Введение');
    expect(intro.textContent).toContain('1 урок');
    expect(intro.textContent).toContain('Средний прогресс: 93%');
    expect(within(intro).queryByText('Закрыт')).toBeNull();
    expect(histogramRows('Введение')).toEqual([
      ['0–9%', '0', '0%'],
      ['10–19%', '0', '0%'],
      ['20–29%', '0', '0%'],
      ['30–39%', '0', '0%'],
      ['40–49%', '0', '0%'],
      ['50–59%', '0', '0%'],
      ['60–69%', '0', '0%'],
      ['70–79%', '0', '0%'],
      ['80–89%', '1', '25%'],
      ['90–100%', '3', '75%'],
    ]);

    const food = sectionCard('Питание');
    expect(food.textContent).toContain('5 уроков');
    expect(food.textContent).toContain('Средний прогресс: 7%');
    expect(histogramRows('Питание').slice(0, 2)).toEqual([
      ['0–9%', '2', '67%'],
      ['10–19%', '1', '33%'],
    ]);

    // Closed, and nobody in it: no chart, no average, no table (and no division by zero).
    const bonus = sectionCard('Бонусы');
    expect(within(bonus).getByText('Закрыт')).not.toBeNull();
    expect(bonus.textContent).toContain('3 урока');
    expect(bonus.textContent).not.toContain('Средний прогресс');
    expect(within(bonus).getByText(/Клиентов нет/)).not.toBeNull();
    expect(within(bonus).queryByRole('table')).toBeNull();
  });

  it('draws each histogram as uPlot bars that follow the card width', async () => {
    const user = userEvent.setup();
    renderProgress('/editor/progress/3');
    await screen.findByRole('list', { name: 'Разделы программы' });
    expect(charts).toHaveLength(2);
    const [intro, food] = charts;
    expect(intro?.data).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [0, 0, 0, 0, 0, 0, 0, 0, 1, 3],
    ]);
    expect(food?.data[1]).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(intro?.options.series[1]?.paths).toBe('bars-path');
    expect(intro?.target.getAttribute('aria-hidden')).toBe('true');
    expect(intro?.target.closest('li')).toBe(sectionCard('Введение'));

    Object.defineProperty(intro?.target, 'clientWidth', { configurable: true, value: 311 });
    for (const callback of resizeCallbacks) callback();
    expect(intro?.setSize).toHaveBeenCalledWith({ width: 311, height: 180 });

    // Another flow replaces the charts: the old ones are destroyed.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Поток' }), 'Поток 13');
    await screen.findByRole('heading', { level: 2, name: 'Поток 13' });
    expect(intro?.destroy).toHaveBeenCalled();
    expect(food?.destroy).toHaveBeenCalled();
  });

  it('lists the clients lowest first with their progress, a page at a time', async () => {
    const user = userEvent.setup();
    renderProgress('/editor/progress/3');
    await screen.findByRole('list', { name: 'Клиенты' });
    expect(screen.getByText(/^45 клиентов\. Сначала те, кто продвинулся меньше всех\.$/));
    const rows = clientRows();
    expect(rows).toHaveLength(20);
    expect(rows.slice(0, 3)).toEqual([
      'Анна СмирноваПрогресс: 0%',
      'Клиент2 ИвановПрогресс: 2%',
      'Клиент3 ИвановПрогресс: 4%',
    ]);
    expect(screen.getByText('Страница 1 из 3')).not.toBeNull();
    expect(previousPage().disabled).toBe(true);

    await user.click(nextPage());
    await waitFor(() => expect(clientRows()[0]).toBe('Клиент21 ИвановПрогресс: 40%'));
    expect(progressCalls.at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText('Страница 2 из 3')).not.toBeNull();

    await user.click(nextPage());
    await waitFor(() => expect(clientRows()).toHaveLength(5));
    expect(clientRows().at(-1)).toBe('Клиент45 ИвановПрогресс: 88%');
    expect(nextPage().disabled).toBe(true);

    await user.click(previousPage());
    await waitFor(() => expect(clientRows()[0]).toBe('Клиент21 ИвановПрогресс: 40%'));
  });

  it('narrows the clients by name and says when nobody matches', async () => {
    const user = userEvent.setup();
    renderProgress('/editor/progress/3');
    await screen.findByRole('list', { name: 'Клиенты' });
    await user.click(nextPage());
    await screen.findByText('Страница 2 из 3');

    const box = screen.getByRole('searchbox', { name: 'Поиск клиента по имени' });
    await user.type(box, '  Смирнова {Enter}');
    await waitFor(() => expect(clientRows()).toEqual(['Анна СмирноваПрогресс: 0%']));
    // A new search starts at page 1 and sends the trimmed text.
    const searched = progressCalls.at(-1);
    expect(searched?.searchParams.get('search')).toBe('Смирнова');
    expect(searched?.searchParams.has('page')).toBe(false);
    expect(screen.getByText(/^Найден 1 клиент\./)).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы списка клиентов' })).toBeNull();
    // The sections do not depend on the search.
    expect(screen.getByRole('heading', { level: 4, name: 'Введение' })).not.toBeNull();

    await user.clear(box);
    await user.type(box, 'Петров{Enter}');
    expect(await screen.findByText('По запросу «Петров» никого не нашлось.')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    await waitFor(() => expect(clientRows()).toHaveLength(20));
  });

  it('downloads the CSV of the searched clients, and says when it fails', async () => {
    const user = userEvent.setup();
    renderProgress('/editor/progress/3');
    await screen.findByRole('list', { name: 'Клиенты' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Поиск клиента по имени' }),
      'Анна{Enter}',
    );
    await screen.findByText(/^Найден 1 клиент\./);

    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    expect(downloadFile).toHaveBeenCalledTimes(1);
    const [url, fileName, options] = vi.mocked(downloadFile).mock.calls[0] ?? [];
    expect(url).toBe(
      `/api/v1/publication-editor/flow-progress/3/csv/?search=${encodeURIComponent('Анна')}`,
    );
    expect(fileName).toBe('flow-progress-3.csv');
    expect(options).toEqual({ accept: 'text/csv', handleErrors: false });

    vi.mocked(downloadFile).mockRejectedValueOnce(new Error('offline'));
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
        'Не удалось скачать файл. Попробуйте ещё раз.',
      ),
    );
  });

  it('draws client names with the render prop it is given', async () => {
    const renderName: RenderClientName = (client, { name }) => (
      <a href={`#/user/${client.pk}`}>{name}</a>
    );
    renderProgress('/editor/progress/3', renderName);
    const list = await screen.findByRole('list', { name: 'Клиенты' });
    const link = within(list).getByRole('link', { name: 'Анна Смирнова' });
    expect(link.getAttribute('href')).toBe('#/user/100');
  });

  it('shows an empty state for a flow without sections or clients', async () => {
    renderProgress('/editor/progress/4');
    expect(await screen.findByRole('heading', { level: 2, name: 'Поток 13' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'В потоке пока пусто' })).not.toBeNull();
    expect(screen.queryByRole('list', { name: 'Разделы программы' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скачать CSV' })).toBeNull();
    expect(charts).toHaveLength(0);
  });

  it('says so when the flow fails to load, and loads it again on request', async () => {
    const user = userEvent.setup();
    renderProgress('/editor/progress/5');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить прогресс потока.');
    expect(progressCalls).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(progressCalls).toHaveLength(2));
    // The picker stays, to choose another flow.
    expect(screen.getByRole('combobox', { name: 'Поток' })).not.toBeNull();
  });

  it('tells an unknown flow on the page and keeps the picker', async () => {
    const { router } = renderProgress('/editor/progress/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Такого потока нет');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(router.state.location.pathname).toBe('/editor/progress/9');
    expect((screen.getByRole('combobox', { name: 'Поток' }) as HTMLSelectElement).value).toBe('');
  });

  it('says so when the flows fail to load', async () => {
    failParams = true;
    renderProgress();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось загрузить список потоков.',
    );
  });

  it('sends a path that is not a flow id to 404', async () => {
    renderProgress('/editor/progress/abc');
    expect(await screen.findByText('not found')).not.toBeNull();
    expect(progressCalls).toEqual([]);
  });
});
