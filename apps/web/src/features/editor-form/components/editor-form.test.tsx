import type { EditorParamsResponse } from '@app/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { emptyFormValues } from '../lib/form-values.ts';
import { EditorForm } from './editor-form.tsx';

const params: EditorParamsResponse = {
  publicate_section: [{ pk: 1, title: 'Лента' }],
  feed_group: [{ pk: 1, title: 'Физическая трансформация' }],
  wiki_page: [],
  flows: [
    { pk: 1, title: 'Поток 12 · Трансформация' },
    { pk: 2, title: 'Flow 12 · International' },
  ],
  flow_program_page: [],
  feed_tag: [{ pk: 3, title: 'Видео' }],
  language: [
    { pk: 'ru', title: 'Русский' },
    { pk: 'en', title: 'Английский' },
  ],
};

function renderForm() {
  const empty = emptyFormValues();
  return renderApp(
    [
      {
        path: '/editor/create',
        element: (
          <EditorForm
            id={null}
            initialValues={empty}
            savedValues={empty}
            base={null}
            params={params}
          />
        ),
      },
    ],
    { path: '/editor/create', user: buildUserInfo({ is_staff: true }) },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('EditorForm', () => {
  it('marks a missing title, says so, scrolls to the top and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert').textContent).toBe('Заполни обязательные поля');
    expect(
      screen.getByRole('textbox', { name: /Название поста/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0 });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows every refused field at once in Russian and brings the first one to the user', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      Response.json(
        {
          preview_text: ['Ensure this field has no more than 1000 characters.'],
          preview_image: ['The file must be at most 5 MB.'],
          codes: {
            preview_text: [{ code: 'max_length', params: { max: 1000 } }],
            preview_image: [{ code: 'file_too_large', params: { max_mb: 5 } }],
          },
        },
        { status: 400 },
      ),
    );
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Название поста/ }), 'Пост');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 1000 символов.')).not.toBeNull();
    expect(screen.getByText('Файл больше 5 МБ.')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Текст превью/ }));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('offers no reach link before the post is saved', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Запланировать…' })).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Охват' })).toBeNull();
  });

  it('sets the language from the first chosen flow and keeps read_time digits only', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Параметры поста' }));
    const language = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Язык' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Добавить поток' }), '2');
    expect(language.value).toBe('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Добавить поток' }), '1');
    expect(language.value).toBe('en');
    await userEvent.click(
      screen.getByRole('button', { name: 'Убрать поток Flow 12 · International' }),
    );
    expect(language.value).toBe('ru');
    const readTime = screen.getByRole<HTMLInputElement>('textbox', { name: 'Время чтения, мин' });
    await userEvent.clear(readTime);
    await userEvent.type(readTime, '2x0');
    expect(readTime.value).toBe('20');
  });

  it('moves blocks with the arrows; the edges are disabled', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '+ Видео' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Аудио' }));
    const types = () =>
      screen.getAllByRole('listitem').map((item) => item.getAttribute('data-block-type'));
    expect(types()).toEqual(['video_url', 'audio_url']);
    const up = screen.getAllByRole<HTMLButtonElement>('button', { name: 'Переместить вверх' });
    const down = screen.getAllByRole<HTMLButtonElement>('button', { name: 'Переместить вниз' });
    expect(up[0]?.disabled).toBe(true);
    expect(down[1]?.disabled).toBe(true);
    await userEvent.click(down[0] as HTMLButtonElement);
    expect(types()).toEqual(['audio_url', 'video_url']);
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Удалить блок' })[0] as HTMLElement,
    );
    expect(types()).toEqual(['video_url']);
  });

  it('sends the parameters chosen in both groups, the switches included', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ non_field_errors: ['Отказано'] }, { status: 400 }));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: /Название поста/ }), 'Пост');
    await userEvent.click(screen.getByRole('button', { name: 'Параметры отображения' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Раздел' }), '1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Видео' }));
    await userEvent.click(screen.getByRole('button', { name: 'Параметры поста' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Отключить комментарии' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Не отправлять уведомления' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Отказано')).not.toBeNull();
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    const body: unknown =
      input instanceof Request ? await input.json() : JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      section: 1,
      feed_tags: [3],
      disable_comments: true,
      disable_pushs: true,
    });
  });
});
