import type { Notice, NoticeListResponse, UserInfo } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { NoticesPopup } from './notices-popup.tsx';

const sender = { first_name: 'Иван', last_name: 'Петров', avatar_url: '' };
const reply: Notice = {
  id: 11,
  notice_type: 'rtc',
  read: false,
  // 13:05 in Moscow.
  created_at: '2026-03-01T10:05:00.000Z',
  sender_jwt_client: sender,
  sender_comment: {
    pk: 501,
    text: 'Согласен, тоже заметил прогресс за неделю',
    parent: 500,
    abstract_removed: false,
  },
  receiver_comment: {
    pk: 500,
    text: 'Сегодня была отличная тренировка',
    parent: null,
    abstract_removed: false,
  },
  publication: { pk: 7, section: 'topic' },
  new_publication: null,
};
const like: Notice = {
  ...reply,
  id: 10,
  notice_type: 'cl',
  read: true,
  sender_comment: null,
  receiver_comment: { pk: 400, text: 'Коротко', parent: null, abstract_removed: false },
  publication: { pk: 8, section: 'feed' },
};
const newPublication: Notice = {
  id: 9,
  notice_type: 'np',
  read: true,
  created_at: '2026-02-27T09:00:00.000Z',
  sender_jwt_client: null,
  sender_comment: null,
  receiver_comment: null,
  publication: { pk: 12, section: 'feed' },
  new_publication: {
    id: 12,
    title: 'Вебинар о сне',
    color: '#3f8cff',
    preview_text: 'Как спать лучше',
    img: '',
    videos: [{ img_url: '' }, { img_url: '' }],
    pub_start_date: '2026-02-27T09:00:00.000Z',
  },
};

const reminder: Notice = {
  ...newPublication,
  id: 8,
  notice_type: 'nudge',
  publication: { pk: 13, section: 'feed' },
  new_publication: {
    id: 13,
    title: 'Урок о дыхании',
    color: '',
    preview_text: 'Дышите ровно',
    img: '',
    videos: [],
    pub_start_date: '2026-02-27T09:00:00.000Z',
  },
};

const pages: Record<string, NoticeListResponse> = {
  '1': { results: [reply, like], next: '/api/v2/notice/list/?page=2' },
  '2': { results: [newPublication, reminder], next: null },
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://app');
    return `${init?.method ?? 'GET'} ${url.pathname}${url.search} ${String(init?.body ?? '')}`.trim();
  });

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (init?.method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/v2/notice/list/') {
      return Response.json(pages[url.searchParams.get('page') ?? '']);
    }
    throw new Error(`unexpected ${url.href}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPopup(user: UserInfo = buildUserInfo({ not_read_notice: true })) {
  const onClose = vi.fn();
  const onOpenSettings = vi.fn();
  const result = renderApp(
    [
      {
        path: '/listnews/:group',
        element: <NoticesPopup onClose={onClose} onOpenSettings={onOpenSettings} />,
      },
      { path: '/topic/:id', element: <h1>topic</h1> },
    ],
    { path: '/listnews/physical_transformation', user },
  );
  return { ...result, onClose, onOpenSettings };
}

describe('NoticesPopup', () => {
  it('lists replies and likes with 25-character previews and Moscow dates', async () => {
    renderPopup();
    const list = await screen.findByRole('list', { name: 'Уведомления' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain(
      'Иван Петров ответил(а) на ваш комментарий «Сегодня была отличная тре…»',
    );
    expect(first?.textContent).toContain('Согласен, тоже заметил пр…');
    expect(first?.textContent).toContain('1 марта 2026 г. в 13:05');
    expect(first?.textContent).toContain('Новое');
    expect(second?.textContent).toContain('Иван Петров оценил(а) ваш комментарий «Коротко»');
    expect(second?.textContent).not.toContain('Новое');
    expect(within(list).getAllByRole('link')[1]?.getAttribute('href')).toBe(
      '#/publicate/8?comment_target_id=400',
    );
  });

  it('clears the cached unread flag once page 1 has been listed', async () => {
    const { queryClient } = renderPopup();
    await screen.findByRole('list', { name: 'Уведомления' });
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.not_read_notice).toBe(
        false,
      ),
    );
  });

  it('loads the next page when the list is scrolled near its bottom', async () => {
    renderPopup();
    await screen.findByRole('list', { name: 'Уведомления' });
    fireEvent.scroll(screen.getByTestId('notice-list'));
    expect(await screen.findByText('Вебинар о сне')).toBeDefined();
    expect(screen.getByText('Как спать лучше')).toBeDefined();
    expect(screen.getByText('2 видео')).toBeDefined();
    expect(screen.getByText('Больше уведомлений нет')).toBeDefined();
    // A staff reminder: its own line, the post's card, a link to the post.
    const reminderText = screen.getByText('Напоминание: вы ещё не посмотрели эту публикацию');
    const reminderLink = reminderText.closest('a');
    expect(reminderLink?.getAttribute('href')).toBe('#/publicate/13');
    expect(reminderLink?.textContent).toContain('Урок о дыхании');
    expect(calls()).toEqual(['GET /api/v2/notice/list/?page=1', 'GET /api/v2/notice/list/?page=2']);
  });

  it('hides and restores notices and deletes the hidden ones on close', async () => {
    const { onClose } = renderPopup();
    await screen.findByRole('list', { name: 'Уведомления' });
    const hide = () => screen.getAllByRole('button', { name: 'Скрыть уведомление' });
    // The reply first, then the like (the reply's button is gone once it is hidden).
    await userEvent.click(hide()[0] as HTMLElement);
    await userEvent.click(hide()[0] as HTMLElement);
    expect(screen.getAllByText('Уведомление скрыто')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Вернуть' })[0] as HTMLElement);
    expect(screen.getAllByText('Уведомление скрыто')).toHaveLength(1);
    expect(screen.getByText(/ответил\(а\) на ваш комментарий/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(calls()).toContain('DELETE /api/v1/notice/delete-list/ [10]'));
  });

  it('closes and opens the publication at the comment when a notice is clicked', async () => {
    const { onClose, router } = renderPopup();
    await userEvent.click(await screen.findByRole('link', { name: /ответил\(а\)/ }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/topic/7');
    expect(router.state.location.search).toBe('?cId=500&chId=501');
    expect(calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it('shows an empty state when there are no notices', async () => {
    pages['1'] = { results: [], next: null };
    renderPopup();
    expect(await screen.findByText('Уведомлений пока нет')).toBeDefined();
    pages['1'] = { results: [reply, like], next: '/api/v2/notice/list/?page=2' };
  });
});
