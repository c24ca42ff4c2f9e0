import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';

let editor: Editor | null = null;

function renderToolbar(html: string) {
  editor = new Editor({
    element: document.createElement('div'),
    extensions: [StarterKit],
    content: html,
  });
  editor.commands.selectAll();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <RichTextToolbar editor={editor} onSave={() => undefined} />
    </I18nextProvider>,
  );
  return editor;
}

afterEach(() => editor?.destroy());

describe('RichTextToolbar', () => {
  it('toggles each mark and list on the selection and shows which are on', async () => {
    const current = renderToolbar('<p>слово</p>');
    const italic = screen.getByRole('button', { name: 'Курсив' });
    expect(italic.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(italic);
    await userEvent.click(screen.getByRole('button', { name: 'Зачёркнутый' }));
    await userEvent.click(screen.getByRole('button', { name: 'Маркированный список' }));
    expect(current.getHTML()).toContain('<ul><li><p><em><s>слово</s></em></p></li></ul>');
    expect(italic.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Жирный' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await userEvent.click(italic);
    expect(current.getHTML()).toContain('<ul><li><p><s>слово</s></p></li></ul>');
  });

  it('sets a link with Enter, offers the current one again, and removes it', async () => {
    const current = renderToolbar('<p>слово</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Ссылка' }));
    const url = screen.getByRole('textbox', { name: 'Адрес ссылки' });
    expect(screen.queryByRole('button', { name: 'Убрать ссылку' })).toBeNull();
    await userEvent.type(url, 'https://example.com{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Адрес ссылки' })).toBeNull();
    expect(current.getHTML()).toContain('href="https://example.com"');

    await userEvent.click(screen.getByRole('button', { name: 'Ссылка' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Адрес ссылки' }).value).toBe(
      'https://example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Убрать ссылку' }));
    expect(current.getHTML()).toBe('<p>слово</p>');
  });
});
