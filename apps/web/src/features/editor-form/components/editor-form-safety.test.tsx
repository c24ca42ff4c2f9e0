import type { EditorParamsResponse, EditorPublication } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { ToastRegion } from '../../../shared/ui/toast/toast-region.tsx';
import { draftKey, readDraft } from '../lib/draft-storage.ts';
import { emptyFormValues, type EditorFormValues } from '../lib/form-values.ts';
import { EditorForm } from './editor-form.tsx';

const params: EditorParamsResponse = {
  publicate_section: [],
  feed_group: [],
  wiki_page: [],
  flows: [],
  flow_program_page: [],
  feed_tag: [],
  language: [
    { pk: 'ru', title: 'Русский' },
    { pk: 'en', title: 'Английский' },
  ],
};

function renderForm(id: number | null = null, saved: EditorFormValues = emptyFormValues()) {
  const path = id === null ? '/editor/create' : `/editor/edit/${id}`;
  return renderApp(
    [
      {
        path,
        element: (
          <>
            <EditorForm
              id={id}
              initialValues={saved}
              savedValues={saved}
              base={id === null ? null : 'base'}
              params={params}
            />
            <ToastRegion closeLabel="Закрыть" />
          </>
        ),
      },
      { path: '/editor/list', element: <h1>Список постов</h1> },
      { path: '/token_error/', element: <h1>Ошибка входа</h1> },
    ],
    { path, user: buildUserInfo({ is_staff: true }) },
  );
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('EditorForm: leaving with unsaved changes', () => {
  it('an untouched form leaves at once', async () => {
    renderForm();
    await userEvent.click(screen.getAllByRole('link', { name: /Назад/ })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Список постов' })).toBeTruthy();
  });

  it('a changed form asks: Stay keeps the form, Leave goes and keeps the draft', async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Название поста/ }), 'Черновик');
    await userEvent.click(screen.getAllByRole('link', { name: /Назад/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/editor/create');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Название поста/ }).value).toBe(
      'Черновик',
    );

    await userEvent.click(screen.getAllByRole('link', { name: /Назад/ })[1] as HTMLElement);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Уйти' }),
    );
    expect(await screen.findByRole('heading', { name: 'Список постов' })).toBeTruthy();
    expect(readDraft(null)?.values.title).toBe('Черновик');
  });

  it('the token-failure redirect is not held back, and the draft is written first', async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Название поста/ }), 'Важное');
    expect(readDraft(null)).toBeNull();
    await router.navigate('/token_error/', { replace: true });
    expect(router.state.location.pathname).toBe('/token_error/');
    expect(readDraft(null)?.values.title).toBe('Важное');
  });
});

describe('EditorForm: deleting a block', () => {
  it('offers Undo, which puts the block back at its place', async () => {
    renderForm();
    for (const type of ['+ Видео', '+ Аудио', '+ Документ']) {
      await userEvent.click(screen.getByRole('button', { name: type }));
    }
    const types = () =>
      screen.getAllByRole('listitem').map((item) => item.getAttribute('data-block-type'));
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Удалить блок' })[1] as HTMLElement,
    );
    expect(types()).toEqual(['video_url', 'doc']);
    expect(screen.getByText('Блок удалён')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(types()).toEqual(['video_url', 'audio_url', 'doc']);
    expect(screen.queryByText('Блок удалён')).toBeNull();
  });
});

describe('EditorForm: the post was deleted meanwhile', () => {
  it('keeps the edits, says so, and saves them as a new post', async () => {
    const saved: EditorFormValues = { ...emptyFormValues(), title: 'Старый заголовок' };
    const created = { id: 77 } as EditorPublication;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(404, { detail: 'Не найдено.' }))
      .mockResolvedValueOnce(json(201, created));
    const { router } = renderForm(5, saved);
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: /Название поста/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Новый заголовок');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    const notice = await screen.findByText(/Этот пост удалили, пока вы его редактировали/);
    expect(router.state.location.pathname).toBe('/editor/edit/5');
    expect(title.value).toBe('Новый заголовок');
    expect(readDraft(5)?.values.title).toBe('Новый заголовок');

    const alert = notice.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Сохранить как новый пост' }));
    await screen.findByRole('heading', { name: 'Список постов' });
    const [url, init] = fetchSpy.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/\/publication\/create\/$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ title: 'Новый заголовок' });
    expect(window.localStorage.getItem(draftKey(5))).toBeNull();
  });
});

describe('EditorForm: files are checked before they are read', () => {
  it('says at the field when the preview image is too large or of another type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('Изображение превью', {
      selector: 'input',
    });
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe('Файл весит 6 МБ, а можно не больше 5 МБ');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await user.upload(input, new File(['x'], 'photo.webp', { type: 'image/webp' }));
    expect(screen.getByRole('alert').textContent).toBe('Подходят только картинки PNG, GIF и JPEG');
  });
});
