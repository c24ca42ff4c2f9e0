import type { Publication, UserInfo } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { userKinds } from '../../test-support/user-info.ts';
import { toasts } from '../ui/toast/toast-store.ts';
import { LikesRow } from './likes-row.tsx';
import { buildPublication, buildVideo } from '../../test-support/publication-fixture.ts';

const fetchMock = vi.fn<typeof fetch>();
const DETAIL_KEY = ['publications', 'detail', 1];
const FEED_KEY = ['publications', 'feed', { group: 'x' }];

function CachedLikesRow() {
  const { data } = useQuery<Publication>({
    queryKey: DETAIL_KEY,
    queryFn: () => new Promise(() => {}),
  });
  return data ? <LikesRow publication={data} /> : null;
}

function renderRow(publication: Publication, user: UserInfo = userKinds.client) {
  const result = renderApp([{ path: '/', element: <CachedLikesRow /> }], { user });
  result.queryClient.setQueryData(DETAIL_KEY, publication);
  result.queryClient.setQueryData(FEED_KEY, {
    pages: [{ results: [publication], pagination: { page: 1 } }],
    pageParams: [1],
  });
  return result;
}

function feedCopy(queryClient: ReturnType<typeof renderRow>['queryClient']): Publication {
  const data = queryClient.getQueryData<{ pages: { results: Publication[] }[] }>(FEED_KEY);
  const first = data?.pages[0]?.results[0];
  if (!first) throw new Error('feed copy missing');
  return first;
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  toasts.getSnapshot().forEach((toast) => toasts.dismiss(toast.id));
});

describe('LikesRow', () => {
  it('disables liking and starring offline and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRow(buildPublication());
    const like = await screen.findByRole<HTMLButtonElement>('button', { name: 'Нравится' });
    const favorite = screen.getByRole<HTMLButtonElement>('button', { name: 'В избранное' });
    for (const button of [like, favorite]) {
      expect(button.disabled).toBe(true);
      const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(note?.textContent).toBe('Нужно подключение к интернету');
    }
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('likes optimistically in every cached copy and keeps the server count', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient } = renderRow(buildPublication());
    const like = await screen.findByRole('button', { name: 'Нравится' });

    await userEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(like).getByTestId('like-count').textContent).toBe('5');
    expect(feedCopy(queryClient)).toMatchObject({ i_liked: true, like_count: 5 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/like-publication/create/1/');

    answer(Response.json({ id: 1, i_liked: true, like_count: 9 }));
    await waitFor(() => expect(within(like).getByTestId('like-count').textContent).toBe('9'));
    expect(feedCopy(queryClient).like_count).toBe(9);
  });

  it('rolls the like back and shows likeError when the server fails', async () => {
    fetchMock.mockResolvedValue(Response.json({ detail: 'boom' }, { status: 500 }));
    const { queryClient } = renderRow(buildPublication({ i_liked: true, like_count: 3 }));
    const like = await screen.findByRole('button', { name: 'Нравится' });

    await userEvent.click(like);
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
        'Не удалось поставить отметку «нравится». Попробуйте ещё раз.',
      ),
    );
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(within(like).getByTestId('like-count').textContent).toBe('3');
    expect(feedCopy(queryClient)).toMatchObject({ i_liked: true, like_count: 3 });
  });

  it('rolls the favorite back on failure', async () => {
    fetchMock.mockResolvedValue(Response.json({ detail: 'boom' }, { status: 500 }));
    renderRow(buildPublication());
    const favorite = await screen.findByRole('button', { name: 'В избранное' });
    await userEvent.click(favorite);
    await waitFor(() => expect(toasts.getSnapshot()).toHaveLength(1));
    expect(favorite.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks "seen everything?" before marking a multi-video post viewed', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        id: 1,
        i_view: 100,
        videos: [
          { pk: 11, is_view: true },
          { pk: 12, is_view: true },
        ],
      }),
    );
    const { queryClient } = renderRow(
      buildPublication({ videos: [buildVideo(11), buildVideo(12)] }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Просмотрено' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вы всё посмотрели?' });
    expect(dialog.textContent).toContain('В публикации 2 видео');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(feedCopy(queryClient).i_view).toBe(100));
    expect(feedCopy(queryClient).videos.every((video) => video.is_view)).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/view-publication/create/1/');
  });

  it('hides likes and comments for green flows, and viewed/favorite for staff', async () => {
    const post = buildPublication({ videos: [buildVideo(11), buildVideo(12)] });
    const green = renderRow(post, userKinds.green);
    await screen.findByRole('button', { name: 'Просмотрено' });
    expect(screen.queryByRole('button', { name: 'Нравится' })).toBeNull();
    expect(screen.queryByText(/комментари/)).toBeNull();
    green.unmount();

    renderRow(post, userKinds.staff);
    await screen.findByRole('button', { name: 'Нравится' });
    expect(screen.queryByRole('button', { name: 'Просмотрено' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'В избранное' })).toBeNull();
  });
});
