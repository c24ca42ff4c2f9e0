import type {
  EditorListResponse,
  EditorParamsResponse,
  FlowProgressResponse,
  UserCard,
} from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorListPage } from '../features/editor-list/components/editor-list-page.tsx';
import { renderApp } from '../test-support/render-app.tsx';
import { buildUserInfo } from '../test-support/user-info.ts';
import { ProgressRoute } from './progress-route.tsx';

// jsdom has no canvas; this test is about the names, not the charts.
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => undefined };
    setSize() {}
    destroy() {}
  },
}));

const PARAMS: EditorParamsResponse = {
  publicate_section: [],
  feed_group: [],
  wiki_page: [],
  flows: [{ pk: 3, title: 'Поток 12' }],
  flow_program_page: [],
  feed_tag: [],
  language: [{ pk: 'ru', title: 'Русский' }],
};

const PROGRESS: FlowProgressResponse = {
  flow: { pk: 3, name: 'Поток 12' },
  sections: [],
  clients: {
    count: 2,
    results: [
      { pk: 100, first_name: 'Анна', last_name: 'Смирнова', avatar_url: '', procent_passed: 10 },
      { pk: 101, first_name: '', last_name: '', avatar_url: '', procent_passed: 60 },
    ],
    next_page_number: null,
  },
};

const LIST: EditorListResponse = {
  results: [],
  pagination: {
    page: 1,
    count_pages: 1,
    count: 0,
    count_is_capped: false,
    has_next: false,
    next_page_number: null,
    has_previous: false,
    previous_page_number: null,
    visible_pages: [1],
  },
};

const CARD: UserCard = {
  first_name: 'Анна',
  last_name: 'Смирнова',
  physical_training: 'Новичок',
  curator: 'Мария',
  fat_pecent: null,
  weight: null,
  telegram_id: null,
  link_persone_theme: '',
  link_persone_calk: '',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  // The editor list scrolls to its top on arrival; jsdom does not scroll.
  vi.stubGlobal('scrollTo', () => undefined);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/publication-editor/params/') return Response.json(PARAMS);
    if (url.pathname === '/api/v1/publication-editor/publication/list/') return Response.json(LIST);
    if (url.pathname === '/api/v1/publication-editor/flow-progress/3/') {
      return Response.json(PROGRESS);
    }
    if (url.pathname === '/api/v1/content/get-user-info-for-content-popup/100/') {
      return Response.json(CARD);
    }
    throw new Error(`unexpected ${url.href}`);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderRoutes(path: string) {
  return renderApp(
    [
      { path: '/editor/list', element: <EditorListPage /> },
      { path: '/editor/progress/:flowId?', element: <ProgressRoute /> },
    ],
    { path, user: buildUserInfo({ is_staff: true, flow: null }) },
  );
}

describe('ProgressRoute', () => {
  it('is reached from the editor list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes('/editor/list');
    await user.click(await screen.findByRole('link', { name: 'Прогресс потоков' }));
    expect(router.state.location.pathname).toBe('/editor/progress');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Прогресс потоков' }),
    ).not.toBeNull();
  });

  it("opens a client's user card from their name", async () => {
    const user = userEvent.setup();
    renderRoutes('/editor/progress/3');
    const list = await screen.findByRole('list', { name: 'Клиенты' });
    // A blank name still reads as something.
    expect(within(list).getByRole('button', { name: 'Без имени' })).not.toBeNull();

    const name = within(list).getByRole('button', { name: 'Анна Смирнова' });
    expect(name.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(name);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Новичок')).not.toBeNull();
    expect(within(dialog).getByText('Мария')).not.toBeNull();
  });
});
