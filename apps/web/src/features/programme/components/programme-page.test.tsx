import type { FlowProgramPage, FlowProgramResponse, Lesson } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { ProgrammePage } from './programme-page.tsx';

const previousFlow = { pk: 3, name: 'Поток 11 · Перезагрузка' };
const currentFlow = { pk: 5, name: 'Поток 12 · Весна' };
const flows = [previousFlow, currentFlow];

function section(pk: number, overrides: Partial<FlowProgramPage> = {}): FlowProgramPage {
  return {
    pk,
    title: `Раздел ${pk}`,
    description: '',
    is_enabled: true,
    percent_viewed: 0,
    part: 1,
    lessons_count: 3,
    ...overrides,
  };
}

const initialProgrammes: Record<number, FlowProgramResponse> = {
  5: {
    flow: currentFlow,
    procent_passed: 0,
    flow_program_page: [
      section(51, { percent_viewed: 100 }),
      section(52, { percent_viewed: 40 }),
      section(53, { part: 2, is_enabled: false, title: 'Закрытый раздел' }),
    ],
  },
  3: { flow: previousFlow, procent_passed: 67, flow_program_page: [section(31)] },
};

let programmes = { ...initialProgrammes };

const lessons: Lesson[] = [
  { minutes: 1, iView: 100 },
  { minutes: 2, iView: 50 },
  { minutes: 5, iView: 0 },
].map(({ minutes, iView }, index) => ({
  id: 900 + index,
  title: `Урок ${index + 1}`,
  active: true,
  read_time: minutes,
  i_view: iView,
  videos: [
    {
      pk: 70 + index,
      video_name: `Видео ${index + 1}`,
      video_duration: '12:40',
      is_view: index === 0,
    },
    { pk: 80 + index, video_name: '', video_duration: '00:45', is_view: false },
  ],
}));

const fetchMock = vi.fn<typeof fetch>();
let availableFlows = flows;

function answer(url: URL): unknown {
  if (url.pathname === '/api/v1/users/available-flow/list/') return availableFlows;
  const pages = /^\/api\/v1\/flow-program\/page\/list\/(\d+)\/$/.exec(url.pathname);
  if (pages) return programmes[Number(pages[1])];
  if (/^\/publication\/program-flow\/list\/\d+\/\d+\/$/.test(url.pathname)) return lessons;
  throw new Error(`unexpected ${url.href}`);
}

const requests = (pattern: RegExp) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app').pathname)
    .filter((path) => pattern.test(path));

function renderPage(language: 'ru' | 'en' = 'ru', path = '/flow-program') {
  return renderApp(
    [
      {
        path: '/flow-program',
        element: (
          <main>
            <ProgrammePage />
          </main>
        ),
      },
      { path: '/publicate/:publ_id', element: <p>публикация</p> },
    ],
    { path, user: buildUserInfo({ language }) },
  );
}

beforeEach(() => {
  availableFlows = flows;
  programmes = { ...initialProgrammes };
  fetchMock.mockImplementation(async (input) =>
    Response.json(answer(new URL(String(input), 'http://app'))),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  window.sessionStorage.clear();
});

const sectionButton = (name: RegExp) => screen.getByRole('button', { name });

describe('ProgrammePage', () => {
  it('shows the tooltip on hover, keyboard focus and tap, and hides it on Escape', async () => {
    renderPage();
    const about = await screen.findByRole('button', { name: 'Как считается прогресс' });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip.hidden).toBe(true);

    await userEvent.hover(about);
    expect(tooltip.hidden).toBe(false);
    // Escape hides it though the pointer is still on the button (WCAG 1.4.13).
    await userEvent.keyboard('{Escape}');
    expect(tooltip.hidden).toBe(true);
    await userEvent.unhover(about);

    await userEvent.tab();
    expect(document.activeElement).toBe(about);
    expect(tooltip.hidden).toBe(false);
    expect(about.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    expect(tooltip.hidden).toBe(true);
    await userEvent.tab();

    await userEvent.click(about);
    expect(tooltip.hidden).toBe(false);
    await userEvent.click(about);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows the last flow, its progress with an empty bar at 0%, and two lists split by a rule', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Поток 12 · Весна' }),
    ).toBeDefined();
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toContain(
      'просмотренным урокам',
    );
    const select = screen.getByRole('combobox', { name: 'Поток' });
    expect(select).toHaveProperty('value', '5');

    const bar = await screen.findByRole('progressbar', { name: 'Прогресс программы' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.getPropertyValue('--fill-desktop')).toBe('0%');
    expect(fill.style.getPropertyValue('--fill-mobile')).toBe('0%');

    const main = screen.getByRole('list', { name: 'Основная программа' });
    const extra = screen.getByRole('list', { name: 'Дополнительные разделы' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([expect.stringContaining('Раздел 51'), expect.stringContaining('Раздел 52')]);
    expect(within(extra).getByRole('heading', { level: 2 }).textContent).toContain(
      'Закрытый раздел',
    );
    expect(main.nextElementSibling?.tagName).toBe('HR');
    expect(extra.previousElementSibling?.tagName).toBe('HR');

    const states = [...document.querySelectorAll('li[data-state]')].map((li) =>
      li.getAttribute('data-state'),
    );
    expect(states).toEqual(['complete', 'progress', 'locked']);
    expect(within(main).getByText('Раздел пройден')).toBeDefined();
  });

  it('loads lessons on the first expand only, with plural read times and durations in minutes', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Раздел 52/ }));
    const list = await screen.findByRole('list', { name: 'Уроки раздела' });
    expect(requests(/^\/publication\/program-flow\/list\/5\/52\/$/)).toHaveLength(1);

    expect(within(list).getByText('1 минута чтения')).toBeDefined();
    expect(within(list).getByText('2 минуты чтения')).toBeDefined();
    expect(within(list).getByText('5 минут чтения')).toBeDefined();
    expect(within(list).getAllByText('13 минут')).toHaveLength(3);
    expect(within(list).getAllByText('1 минута')).toHaveLength(3);
    expect(within(list).getAllByText('Видео 2').length).toBeGreaterThan(0);
    expect(within(list).getByText('Просмотрено')).toBeDefined();
    expect(within(list).getByText('Просмотрено на 50%')).toBeDefined();
    expect(within(list).getByText('Не просмотрено')).toBeDefined();
    expect(within(list).getAllByText('просмотрено')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'Урок 1' }).getAttribute('href')).toBe(
      `#/publicate/900?prev_url=${encodeURIComponent('/flow-program')}`,
    );

    await userEvent.click(sectionButton(/Раздел 52/));
    expect(sectionButton(/Раздел 52/).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Уроки раздела' })).toBeNull();
    await userEvent.click(sectionButton(/Раздел 52/));
    expect(await screen.findByRole('list', { name: 'Уроки раздела' })).toBeDefined();
    expect(requests(/^\/publication\/program-flow\/list\//)).toHaveLength(1);
  });

  it('does not expand a disabled section nor ask for its lessons', async () => {
    renderPage();
    const locked = await screen.findByRole('button', { name: /Закрытый раздел/ });
    expect(locked.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(locked);
    expect(locked.getAttribute('aria-expanded')).toBe('false');
    expect(requests(/^\/publication\/program-flow\/list\//)).toHaveLength(0);
  });

  it('switches flows with the selector', async () => {
    renderPage();
    await screen.findByRole('button', { name: /Раздел 51/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Поток' }), '3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Поток 11 · Перезагрузка' }),
    ).toBeDefined();
    expect(await screen.findByRole('button', { name: /Раздел 31/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Раздел 51/ })).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect(requests(/^\/api\/v1\/flow-program\/page\/list\/\d+\/$/)).toEqual([
      '/api/v1/flow-program/page/list/5/',
      '/api/v1/flow-program/page/list/3/',
    ]);
  });

  it('offers no selector with one flow and an empty banner without any', async () => {
    availableFlows = [currentFlow];
    const { unmount } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Поток 12 · Весна' });
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();

    availableFlows = [];
    renderPage();
    expect(await screen.findByRole('region', { name: 'Программа пока недоступна' })).toBeDefined();
    expect(requests(/flow-program\/page/)).toHaveLength(1);
  });

  it('shows new progress when the user comes back from a lesson, the section still open', async () => {
    const { router, queryClient } = renderPage();
    // The app's cache keeps answers fresh for 30 s (app/query-client.ts): progress must not.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await userEvent.click(await screen.findByRole('button', { name: /Раздел 52/ }));
    const list = await screen.findByRole('list', { name: 'Уроки раздела' });
    await userEvent.click(within(list).getByRole('link', { name: 'Урок 3' }));
    expect(await screen.findByText('публикация')).toBeDefined();

    // Meanwhile the lesson's videos were marked viewed on the publication page.
    const current = initialProgrammes[5];
    if (!current) throw new Error('no programme of flow 5');
    programmes[5] = {
      ...current,
      procent_passed: 60,
      flow_program_page: current.flow_program_page.map((entry) =>
        entry.pk === 52 ? { ...entry, percent_viewed: 100 } : entry,
      ),
    };
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60'),
    );
    expect(sectionButton(/Раздел 52/).getAttribute('aria-expanded')).toBe('true');
    expect(
      sectionButton(/Раздел 52/)
        .closest('li')
        ?.getAttribute('data-state'),
    ).toBe('complete');
    await screen.findByRole('list', { name: 'Уроки раздела' });
    expect(requests(/^\/api\/v1\/flow-program\/page\/list\/5\/$/)).toHaveLength(2);
    expect(requests(/^\/publication\/program-flow\/list\/5\/52\/$/)).toHaveLength(2);
  });

  it('speaks English with English plurals', async () => {
    renderPage('en');
    await userEvent.click(await screen.findByRole('button', { name: /Раздел 52/ }));
    const list = await screen.findByRole('list', { name: 'Lessons of the section' });
    expect(within(list).getByText('1 min read')).toBeDefined();
    expect(within(list).getByText('2 min read')).toBeDefined();
    expect(within(list).getAllByText('13 minutes')).toHaveLength(3);
    expect(within(list).getAllByText('1 minute')).toHaveLength(3);
    expect(within(list).getByText('50% viewed')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Flow' })).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Programme progress' })).toBeDefined();
  });
});
