import type { ScheduleItem } from '@app/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { toasts } from '../../../shared/ui/toast/toast-store.ts';
import { SchedulePage } from './schedule-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
let syncBodies: unknown[] = [];

function item(pk: number, event: ScheduleItem['event'], event_date: string): ScheduleItem {
  return {
    pk,
    id: pk,
    event,
    event_date,
    state: 'pending',
    executed_at: null,
    notified_count: null,
    error: null,
  };
}

function answerWith(items: ScheduleItem[], syncStatus = 200) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://app');
    if (url.pathname === '/api/v1/publication-editor/schedule-item/list/9/') {
      return Response.json(items);
    }
    if (url.pathname === '/api/v1/publication-editor/publication/retrive/9/') {
      return Response.json({ id: 9, title: 'Утренняя зарядка на неделю' });
    }
    if (url.pathname === '/api/v1/publication-editor/schedule-item/sync/9/') {
      syncBodies.push(JSON.parse(String(init?.body)));
      return Response.json([], { status: syncStatus });
    }
    throw new Error(`unexpected ${url.href}`);
  });
}

function renderSchedule(path = '/editor/schedule/9') {
  return renderApp(
    [
      { path: '/editor/schedule/:id', element: <SchedulePage /> },
      { path: '/editor/list', element: <p>editor list</p> },
      { path: '/editor/edit/:id', element: <p>editor form</p> },
    ],
    { path, user: buildUserInfo({ is_staff: true }) },
  );
}

const addLink = () => screen.queryByRole('button', { name: 'Добавить еще одно действие' });
const getAddLink = () => screen.getByRole('button', { name: 'Добавить еще одно действие' });
const getSave = () => screen.getByRole('button', { name: 'Сохранить' });
const saveButton = () => screen.queryByRole('button', { name: 'Сохранить' });

beforeEach(() => {
  syncBodies = [];
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('SchedulePage', () => {
  it('starts an empty schedule with one blank row and explains Moscow time', async () => {
    answerWith([]);
    renderSchedule();
    expect(await screen.findByRole('heading', { name: 'Расписание' })).not.toBeNull();
    expect((screen.getByRole('combobox', { name: 'Действие 1' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(screen.queryByRole('combobox', { name: 'Действие 2' })).toBeNull();
    expect(screen.getByRole('tooltip').textContent).toContain('по московскому времени');
    // One row without an action: fewer distinct actions than rows, so no Save.
    expect(saveButton()).toBeNull();
  });

  it('starts a new row at the current Moscow minute and says why Save is hidden', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-08T06:15:20Z'));
    try {
      answerWith([]);
      const user = userEvent.setup();
      renderSchedule();
      const time = await screen.findByLabelText<HTMLInputElement>('Время 1');
      expect(time.value).toBe('09:15');
      expect(screen.getByLabelText<HTMLInputElement>('Дата 1').value).toBe('2030-03-08');
      expect(screen.getByText(/Выберите действие в каждой строке/)).not.toBeNull();
      // Now is due at once: said at the row, and linked to its time field.
      const note = 'Это время уже наступило: действие выполнится сразу после сохранения.';
      expect(screen.getByText(note).id).toBe(time.getAttribute('aria-describedby'));

      await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 1' }), 'pin');
      expect(screen.queryByText(/Выберите действие в каждой строке/)).toBeNull();
      await user.clear(time);
      await user.type(time, '10:00');
      expect(screen.queryByText(note)).toBeNull();

      await user.click(getAddLink());
      await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 2' }), 'pin');
      expect(screen.getByText(/Каждое действие можно выбрать только один раз/)).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the add link at five rows and Save while an action repeats', async () => {
    answerWith([item(1, 'activation', '2030-05-01T09:30')]);
    const user = userEvent.setup();
    renderSchedule();
    expect(
      ((await screen.findByRole('combobox', { name: 'Действие 1' })) as HTMLInputElement).value,
    ).toBe('activation');
    expect((screen.getByLabelText('Дата 1') as HTMLInputElement).value).toBe('2030-05-01');
    expect((screen.getByLabelText('Время 1') as HTMLInputElement).value).toBe('09:30');
    expect(saveButton()).not.toBeNull();

    for (let n = 0; n < 4; n++) await user.click(getAddLink());
    expect(screen.getAllByRole('combobox')).toHaveLength(5);
    expect(addLink()).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 2' }), 'activation');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 3' }), 'pin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 4' }), 'unpin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 5' }), 'nudge');
    expect(saveButton()).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 2' }), 'deactivation');
    expect(saveButton()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Удалить действие 5' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(4);
    expect(addLink()).not.toBeNull();
  });

  it('shows the invalid-fields message and sends nothing for an incomplete row', async () => {
    answerWith([item(1, 'activation', '2030-05-01T09:30')]);
    const user = userEvent.setup();
    renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Добавить еще одно действие' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 2' }), 'pin');
    await user.clear(screen.getByLabelText('Время 2'));
    await user.click(getSave());
    expect(screen.getByRole('alert').textContent).toContain(
      'Одно или несколько полей заполнены неверно',
    );
    expect(syncBodies).toEqual([]);
  });

  it('replaces the schedule and returns to the list with a toast', async () => {
    answerWith([item(1, 'activation', '2030-05-01T09:30')]);
    const user = userEvent.setup();
    const { router } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Добавить еще одно действие' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Действие 2' }), 'pin');
    await user.clear(screen.getByLabelText('Дата 2'));
    await user.type(screen.getByLabelText('Дата 2'), '2030-05-02');
    await user.clear(screen.getByLabelText('Время 2'));
    await user.type(screen.getByLabelText('Время 2'), '18:05');
    await user.click(getSave());
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/list'));
    expect(syncBodies).toEqual([
      [
        { pk: 1, event: 'activation', event_date: '2030-05-01T09:30' },
        { event: 'pin', event_date: '2030-05-02T18:05' },
      ],
    ]);
    expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
      'Расписание успешно обновлено',
    );
  });

  it('stays on the screen with the failure message when saving fails', async () => {
    answerWith([item(1, 'activation', '2030-05-01T09:30')], 400);
    const user = userEvent.setup();
    const { router } = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(toasts.getSnapshot().map((toast) => toast.text)).toContain(
        'Ошибка при создании расписания',
      ),
    );
    expect(router.state.location.pathname).toBe('/editor/schedule/9');
  });

  it('names the post being scheduled', async () => {
    answerWith([]);
    renderSchedule();
    expect(await screen.findByText('Утренняя зарядка на неделю')).not.toBeNull();
    expect(screen.getByText('Утренняя зарядка на неделю').closest('p')?.textContent).toBe(
      'Пост: Утренняя зарядка на неделю',
    );
  });

  it('goes Back to the screen it was opened from', async () => {
    answerWith([]);
    const user = userEvent.setup();
    const { router } = renderSchedule('/editor/edit/9');
    await act(() => router.navigate('/editor/schedule/9'));
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(router.state.location.pathname).toBe('/editor/edit/9');
  });

  it('goes Back to prev_url when given, else to the list when there is no history', async () => {
    answerWith([]);
    const user = userEvent.setup();
    const first = renderSchedule('/editor/schedule/9?prev_url=%2Feditor%2Fedit%2F9');
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(first.router.state.location.pathname).toBe('/editor/edit/9');
    first.unmount();

    const second = renderSchedule();
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(second.router.state.location.pathname).toBe('/editor/list');
  });

  it('shows the Moscow-time hint on a tap and hides it on Escape', async () => {
    answerWith([]);
    const user = userEvent.setup();
    renderSchedule();
    const info = await screen.findByRole('button', { name: 'О времени' });
    const anchor = info.parentElement;
    expect(anchor?.dataset.open).toBe('false');
    await user.click(info);
    expect(anchor?.dataset.open).toBe('true');
    await user.keyboard('{Escape}');
    expect(anchor?.dataset.open).toBe('false');
  });
});
