import type { NoticeSettings, UserInfo } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { NoticeSettingsPopup } from './notice-settings-popup.tsx';

const fetchMock = vi.fn<typeof fetch>();
const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as NoticeSettings);

beforeEach(() => {
  // The server answers what it was sent.
  fetchMock.mockImplementation(async (_input, init) =>
    Response.json(JSON.parse(String(init?.body))),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const paidUser = buildUserInfo({
  is_paid_rpp_current_flow: true,
  settings: {
    ...buildUserInfo().settings,
    rpp_notification_video: true,
    rpp_notification_article: true,
    rpp_notification_training: true,
    rpp_notification_tasks: true,
    rpp_notification_announcement: true,
    rpp_notification_webinar: true,
  },
});

function renderSettings(user: UserInfo) {
  const onBackToNotices = vi.fn();
  const result = renderApp(
    [
      {
        path: '/',
        element: <NoticeSettingsPopup onClose={vi.fn()} onBackToNotices={onBackToNotices} />,
      },
    ],
    { user },
  );
  return { ...result, onBackToNotices };
}

const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;
const back = () => userEvent.click(screen.getByRole('button', { name: 'Назад' }));

describe('NoticeSettingsPopup', () => {
  it('shows no Physical Psychology steps to users who have not paid for it', async () => {
    renderSettings(buildUserInfo());
    expect(title()).toBe('Настройки уведомлений');
    expect(screen.queryByRole('button', { name: /Физическая психология/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Уведомления ленты/ }));
    expect(screen.getByRole('switch', { name: 'Вебинары' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /По типам публикаций/ })).toBeNull();
  });

  it('walks the steps with the spec back rules: 4 → 2 → 1 → 0', async () => {
    const { onBackToNotices } = renderSettings(paidUser);
    await userEvent.click(screen.getByRole('button', { name: /Публикации и комментарии/ }));
    expect(title()).toBe('Публикации и комментарии');
    await userEvent.click(screen.getByRole('button', { name: /Уведомления ленты/ }));
    expect(title()).toBe('Уведомления ленты');
    await userEvent.click(screen.getByRole('button', { name: /Все уведомления канала/ }));
    expect(title()).toBe('Физическая психология');
    await userEvent.click(screen.getByRole('button', { name: /Выбрать типы публикаций/ }));
    expect(title()).toBe('Физическая психология: типы');
    await back();
    expect(title()).toBe('Уведомления ленты');
    await back();
    expect(title()).toBe('Публикации и комментарии');
    await back();
    expect(title()).toBe('Настройки уведомлений');
    await userEvent.click(screen.getByRole('button', { name: 'К уведомлениям' }));
    expect(onBackToNotices).toHaveBeenCalled();
  });

  it('forgets unsaved changes when leaving step 1', async () => {
    renderSettings(buildUserInfo());
    await userEvent.click(screen.getByRole('button', { name: /Публикации и комментарии/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Ответы на мои комментарии' }));
    expect(
      screen
        .getByRole('switch', { name: 'Ответы на мои комментарии' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    await back();
    await userEvent.click(screen.getByRole('button', { name: /Публикации и комментарии/ }));
    expect(
      screen
        .getByRole('switch', { name: 'Ответы на мои комментарии' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns every feed type off with the all-on toggle and saves all booleans', async () => {
    const { queryClient } = renderSettings(paidUser);
    await userEvent.click(screen.getByRole('button', { name: /Уведомления ленты/ }));
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('switch', { name: 'Все публикации ленты' }));
    expect(screen.getByRole('switch', { name: 'Видео' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: /По типам публикаций/ }));
    await userEvent.click(screen.getByRole('switch', { name: 'Задания' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(title()).toBe('Настройки уведомлений'));
    const [body] = sentBodies();
    expect(Object.keys(body ?? {})).toHaveLength(15);
    expect(body).toMatchObject({
      notification_video: false,
      notification_webinar: false,
      notification_wiki: true,
      rpp_notification_tasks: false,
      rpp_notification_video: true,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      '/api/v1/jwt-client/notice-settings-update/',
    );
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(queryClient.getQueryData(currentUserQueryOptions.queryKey)?.settings).toEqual(body);
    expect(screen.getByText('Всё выключено')).toBeDefined();
  });
});
