import type {
  EditorParamsResponse,
  EditorPublication,
  Publication,
  ScheduleItem,
} from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../../shared/ui/toast/toast-region.tsx';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { emptyFormValues, type EditorFormValues } from '../lib/form-values.ts';
import { EditorForm } from './editor-form.tsx';
import type { PostStatus } from './post-status-line.tsx';

const params: EditorParamsResponse = {
  publicate_section: [],
  feed_group: [{ pk: 1, title: 'Физическая трансформация' }],
  wiki_page: [],
  flows: [],
  flow_program_page: [],
  feed_tag: [{ pk: 3, title: 'Видео' }],
  language: [
    { pk: 'ru', title: 'Русский' },
    { pk: 'en', title: 'Английский' },
  ],
};

const DRAFT: PostStatus = {
  status: 'draft',
  activate_event_date: null,
  pub_start_date: null,
};

const saved: EditorFormValues = { ...emptyFormValues(), title: 'Сохранённый пост' };

function renderForm(status: PostStatus, renderPreview?: (publication: Publication) => string) {
  return renderApp(
    [
      {
        path: '/editor/edit/5',
        element: (
          <>
            <EditorForm
              id={5}
              initialValues={saved}
              savedValues={saved}
              base="base"
              params={params}
              status={status}
              renderPreview={renderPreview}
            />
            <ToastRegion closeLabel="Закрыть" />
          </>
        ),
      },
      { path: '/editor/schedule/5', element: <h1>Расписание</h1> },
      { path: '/editor/reach/5', element: <h1>Охват поста</h1> },
    ],
    { path: '/editor/edit/5', user: buildUserInfo({ is_staff: true }) },
  );
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function item(state: ScheduleItem['state']): ScheduleItem {
  return {
    pk: 41,
    id: 41,
    event: 'activation',
    event_date: '2026-11-26T14:50',
    state,
    executed_at: state === 'pending' ? null : '2026-11-26T11:50:01.000Z',
    notified_count: state === 'done' ? 3 : null,
    error: null,
  };
}

/** A server: the plan answers the item, the history answers it pending `pendingPolls` times. */
function serve(pendingPolls: number) {
  const calls: string[] = [];
  let polls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.replace(/^https?:\/\/[^/]+/, '')}`);
    if (url.includes('/publication/update/5/')) {
      return json(200, {
        id: 5,
        pk: 5,
        title: 'Новое название',
        preview_text: '',
        preview_image: '',
        language: 'ru',
        section: null,
        disable_comments: false,
        disable_pushs: false,
        read_time: 0,
        feed_group: null,
        flow_program_page: null,
        wiki_page: null,
        feed_tags: [],
        flows: [],
        status: 'draft',
        fix: false,
        pub_start_date: null,
        activate_event_date: null,
        publication_items: [],
      } satisfies EditorPublication);
    }
    if (url.includes('/schedule-item/now/5/')) return json(202, item('pending'));
    if (url.includes('/schedule-item/list/5/')) {
      polls += 1;
      return json(200, [item(polls <= pendingPolls ? 'pending' : 'done')]);
    }
    return json(404, { detail: 'Not found.' });
  });
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('EditorForm: publishing', () => {
  it('shows the status and, for a draft, Publish now and Schedule…', () => {
    renderForm(DRAFT);
    const panel = screen.getByRole('region', { name: 'Публикация' });
    expect(within(panel).getByText('Черновик')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Опубликовать сейчас' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Запланировать…' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Снять с публикации' })).toBeNull();
  });

  it('links a saved post to its reach screen', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(DRAFT);
    const panel = screen.getByRole('region', { name: 'Публикация' });
    const reach = within(panel).getByRole('link', { name: 'Охват' });
    expect(reach.getAttribute('href')).toBe('#/editor/reach/5');
    await user.click(reach);
    await waitFor(() => expect(router.state.location.pathname).toBe('/editor/reach/5'));
  });

  it('says when a delayed post goes out and offers Unpublish for a published one', () => {
    const delayed = renderForm({
      ...DRAFT,
      status: 'delayed',
      activate_event_date: '2031-05-01T09:30',
    });
    expect(screen.getByText('Отложен')).toBeTruthy();
    expect(screen.getByText('Публикация: 01.05.2031 09:30 (МСК)')).toBeTruthy();
    delayed.unmount();
    renderForm({ ...DRAFT, status: 'published', pub_start_date: '2026-11-01T10:00' });
    expect(screen.getByText('Опубликован')).toBeTruthy();
    expect(screen.getByText('Вышел 01.11.2026 10:00 (МСК)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Снять с публикации' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Опубликовать сейчас' })).toBeNull();
  });

  it('plans the publish through the schedule and waits until the worker has applied it', async () => {
    const calls = serve(1);
    const { router } = renderForm(DRAFT);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать сейчас' }));
    const dialog = screen.getByRole('dialog', { name: 'Опубликовать пост сейчас?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать сейчас' }));
    expect(await screen.findByText(/Публикуем: планировщик применит действие/)).toBeTruthy();
    expect(router.state.location.search).toBe('?applying=41&event=activation');
    expect(await screen.findByText('Пост опубликован', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText(/Публикуем:/)).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(calls[0]).toBe('POST /api/v1/publication-editor/schedule-item/now/5/');
    expect(calls.filter((call) => call.includes('schedule-item/list/5/?history=1'))).toHaveLength(
      2,
    );
  });

  it('saves a changed form first, staying on the editor', async () => {
    const calls = serve(0);
    renderForm(DRAFT);
    const title = screen.getByRole('textbox', { name: /Название поста/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Новое название');
    expect(
      screen.getByText(
        'Несохранённые изменения будут сохранены перед публикацией и планированием.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать сейчас' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Опубликовать сейчас' }),
    );
    expect(await screen.findByText('Пост опубликован')).toBeTruthy();
    expect(calls.slice(0, 2)).toEqual([
      'PUT /api/v1/publication-editor/publication/update/5/',
      'POST /api/v1/publication-editor/schedule-item/now/5/',
    ]);
    expect(
      (screen.getByRole('textbox', { name: /Название поста/ }) as HTMLInputElement).value,
    ).toBe('Новое название');
  });

  it('does not plan anything without a title', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderForm(DRAFT);
    await userEvent.clear(screen.getByRole('textbox', { name: /Название поста/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать сейчас' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Опубликовать сейчас' }),
    );
    expect(screen.getByText('Заполни обязательные поля')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('previews the unsaved form through the route’s renderer', async () => {
    renderForm(DRAFT, (publication) => `Читатель видит: ${publication.title}`);
    const title = screen.getByRole('textbox', { name: /Название поста/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Черновой заголовок');
    await userEvent.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const dialog = screen.getByRole('dialog', { name: 'Предпросмотр' });
    expect(within(dialog).getByText('Читатель видит: Черновой заголовок')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
