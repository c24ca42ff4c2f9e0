import type { Comment, ParentCommentListResponse, Publication, UserInfo } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { buildPublication } from '../../../test-support/publication-fixture.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo, userKinds } from '../../../test-support/user-info.ts';
import { buildComment } from '../test/build-comment.ts';
import { CommentsSection } from './comments-section.tsx';

const fetchMock = vi.fn<typeof fetch>();

interface Thread {
  comments: Comment[];
  countPages: number;
  fixed?: Comment[];
}

function serve(thread: Thread) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname.startsWith('/api/v1/parent-comment/list/')) {
      const page = Number(url.searchParams.get('page'));
      const body: ParentCommentListResponse = {
        results: thread.comments,
        pagination: {
          page,
          count_pages: thread.countPages,
          next_page_number: page < thread.countPages ? page + 1 : null,
          has_next: page < thread.countPages,
        },
      };
      return Promise.resolve(Response.json(body));
    }
    if (url.pathname.startsWith('/api/v1/fixed-comment/list/')) {
      return Promise.resolve(Response.json({ results: thread.fixed ?? [] }));
    }
    return Promise.reject(new Error(`unexpected ${url.href}`));
  });
}

const listRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://app'))
    .filter((url) => url.pathname.startsWith('/api/v1/parent-comment/list/'));

function renderSection(
  publication: Publication = buildPublication(),
  user: UserInfo = userKinds.client,
) {
  return renderApp([{ path: '/', element: <CommentsSection publication={publication} /> }], {
    user,
  });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toasts.getSnapshot().forEach((toast) => toasts.dismiss(toast.id));
});

describe('CommentsSection', () => {
  it('has no pagination with one page, and no first/last arrows with 3 pages', async () => {
    serve({ comments: [buildComment()], countPages: 1 });
    const { unmount } = renderSection();
    await screen.findByText('Отличная тренировка!');
    expect(screen.queryByRole('navigation', { name: 'Страницы комментариев' })).toBeNull();
    unmount();

    serve({ comments: [buildComment()], countPages: 3 });
    renderSection();
    const nav = await screen.findByRole('navigation', { name: 'Страницы комментариев' });
    expect(within(nav).getByRole('button', { name: 'Страница 3' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Первая страница' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Последняя страница' })).toBeNull();
  });

  it('shows first/last arrows with more than 3 pages and loads the page chosen', async () => {
    serve({ comments: [buildComment()], countPages: 6 });
    renderSection();
    const nav = await screen.findByRole('navigation', { name: 'Страницы комментариев' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Последняя страница' }));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('page')).toBe('6'));
    expect(
      within(nav).getByRole('button', { name: 'Страница 6' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('keeps the chosen sort in localStorage (sortComments) and asks the server for it', async () => {
    serve({ comments: [buildComment(), buildComment({ pk: 2 })], countPages: 1 });
    const { unmount } = renderSection(buildPublication({ comments_count: 2 }));
    const sort = await screen.findByRole('combobox', { name: 'Сортировка' });
    expect(listRequests()[0]?.searchParams.get('ordering')).toBe('created_at');
    await userEvent.selectOptions(sort, '-like_count');
    expect(window.localStorage.getItem(STORAGE_KEYS.sortComments)).toBe('-like_count');
    await waitFor(() =>
      expect(listRequests().at(-1)?.searchParams.get('ordering')).toBe('-like_count'),
    );
    unmount();

    fetchMock.mockClear();
    renderSection(buildPublication({ comments_count: 2 }));
    const again = await screen.findByRole('combobox', { name: 'Сортировка' });
    expect((again as HTMLSelectElement).value).toBe('-like_count');
    expect(listRequests()[0]?.searchParams.get('ordering')).toBe('-like_count');
  });

  it('has no sort control with fewer than 2 comments', async () => {
    serve({ comments: [buildComment()], countPages: 1 });
    renderSection(buildPublication({ comments_count: 1 }));
    await screen.findByText('Отличная тренировка!');
    expect(screen.queryByRole('combobox', { name: 'Сортировка' })).toBeNull();
  });

  it('cuts a long comment with Show more', async () => {
    const long = `${'слово '.repeat(200)}конец`;
    serve({ comments: [buildComment({ text_web: long })], countPages: 1 });
    renderSection();
    const more = await screen.findByRole('button', { name: 'Показать полностью' });
    expect(screen.queryByText(/конец$/)).toBeNull();
    await userEvent.click(more);
    expect(screen.getByText(/конец$/)).toBeTruthy();
  });

  it('lists pinned comments first, once', async () => {
    const pinned = buildComment({ pk: 9, isFixed: true, text_web: 'Закреплённый' });
    serve({ comments: [buildComment(), pinned], countPages: 1, fixed: [pinned] });
    renderSection();
    const pinnedList = await screen.findByRole('list', { name: 'Закреплённые комментарии' });
    expect(within(pinnedList).getByText('Закреплённый')).toBeTruthy();
    expect(screen.getAllByText('Закреплённый')).toHaveLength(1);
  });

  it('refuses to like one’s own comment without asking the server', async () => {
    serve({ comments: [buildComment({ is_my_comment: true })], countPages: 1 });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Оценить комментарий' }));
    expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
      'Это ваш комментарий: отметить его «нравится» нельзя.',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('like-comment'))).toBe(
      false,
    );
  });

  it('hides the input and reply links when comments are disabled', async () => {
    serve({ comments: [buildComment()], countPages: 1 });
    renderSection(buildPublication({ disable_comments: true }));
    await screen.findByText('Отличная тренировка!');
    // A calm notice, not an error: nothing went wrong, the author turned comments off.
    expect(screen.getByText('Комментарии к этой публикации отключены.').tagName).toBe('P');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ответить' })).toBeNull();
  });

  it('does not invite anyone to comment first when comments are disabled', async () => {
    serve({ comments: [], countPages: 1 });
    renderSection(buildPublication({ disable_comments: true }));
    expect(await screen.findByText('Комментарии к этой публикации отключены.')).toBeTruthy();
    // The (empty) list has loaded: an invitation would be there by now.
    await waitFor(() => expect(document.querySelector('[aria-busy="false"]')).not.toBeNull());
    expect(screen.queryByText(/Будьте первым/)).toBeNull();
  });

  it('shows nothing to green-flow users', () => {
    serve({ comments: [buildComment()], countPages: 1 });
    renderSection(buildPublication(), userKinds.green);
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('CommentMenu', () => {
  it('disables pin, report and delete offline, and says why', async () => {
    serve({ comments: [buildComment()], countPages: 1 });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSection(buildPublication(), buildUserInfo({ moderator: true, super_moderator: true }));
    await screen.findByText('Отличная тренировка!');
    await userEvent.click(screen.getByRole('button', { name: 'Другие действия' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Нужно подключение к интернету')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Закрепить', 'Пожаловаться', 'Удалить']);
    for (const item of items) expect(item.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Удалить' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(within(menu).queryByText('Нужно подключение к интернету')).toBeNull(),
    );
    for (const item of within(menu).getAllByRole('menuitem')) {
      expect(item.getAttribute('aria-disabled')).toBeNull();
    }
    online.mockRestore();
  });
});

describe('CommentForm', () => {
  const image = (name: string) => new File(['x'], name, { type: 'image/png' });

  it('keeps the draft but sends nothing offline, and says why', async () => {
    serve({ comments: [], countPages: 1 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSection();
    const box = await screen.findByRole('textbox', { name: 'Новый комментарий' });
    await userEvent.type(box, 'Привет{Control>}{Enter}{/Control}');
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Отправить' });
    expect(send.disabled).toBe(true);
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(send.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Нужно подключение к интернету');
    expect((box as HTMLTextAreaElement).value).toBe('Привет');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    vi.restoreAllMocks();
  });

  it('clears the selection and warns when more than 5 images are chosen', async () => {
    serve({ comments: [], countPages: 1 });
    renderSection();
    const input = await screen.findByTestId<HTMLInputElement>('comment-images-input');
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await userEvent.upload(input, [image('1.png'), image('2.png')]);
    const attached = screen.getByRole('list', { name: 'Прикреплённые изображения' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(2);
    expect((send as HTMLButtonElement).disabled).toBe(false);

    await userEvent.upload(
      input,
      ['3', '4', '5', '6'].map((n) => image(`${n}.png`)),
    );
    expect(screen.queryByRole('list', { name: 'Прикреплённые изображения' })).toBeNull();
    expect(screen.getByText(/не больше 5 изображений/)).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an image over 10 MB before sending anything', async () => {
    serve({ comments: [], countPages: 1 });
    renderSection();
    const input = await screen.findByTestId<HTMLInputElement>('comment-images-input');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, [image('small.png'), big]);
    expect(screen.queryByRole('list', { name: 'Прикреплённые изображения' })).toBeNull();
    expect(screen.getByText('Изображение слишком большое: не больше 10 МБ.')).toBeTruthy();
  });

  it('accepts images only, several at once, and refuses text over 4000 characters', async () => {
    serve({ comments: [], countPages: 1 });
    renderSection();
    const input = await screen.findByTestId<HTMLInputElement>('comment-images-input');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);

    const box = screen.getByRole('textbox', { name: 'Новый комментарий' });
    await userEvent.click(box);
    await userEvent.paste('я'.repeat(4001));
    expect(screen.getByText(/длиннее 4000 символов/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Отправить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
