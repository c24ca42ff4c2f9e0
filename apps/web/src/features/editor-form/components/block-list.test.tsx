import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import { clearSaveProgress, reportSaveProgress } from '../hooks/use-save-progress.ts';
import { createBlock, type BlockType, type EditorBlock } from '../lib/blocks.ts';
import { BlockList } from './block-list.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';

function Harness({ initial }: { initial: BlockType[] }) {
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => initial.map(createBlock));
  const [editingKey, setEditingKey] = useState<string | null>(null);
  return (
    <BlockList
      blocks={blocks}
      onBlocksChange={setBlocks}
      onBlockDeleted={() => undefined}
      editingKey={editingKey}
      onEditingKeyChange={setEditingKey}
      blockErrors={{}}
    />
  );
}

function renderList(initial: BlockType[]) {
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <Harness initial={initial} />
    </I18nextProvider>,
  );
}

const types = () =>
  screen.getAllByRole('listitem').map((item) => item.getAttribute('data-block-type'));

afterEach(() => clearSaveProgress());

describe('BlockList: the "+" between blocks', () => {
  it('offers a "+" before the first block and after every block but the last', () => {
    renderList(['video_url', 'audio_url', 'doc']);
    const names = screen
      .getAllByRole('button', { name: /^Добавить блок (перед|после)/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Добавить блок перед блоком 1',
      'Добавить блок после блока 1',
      'Добавить блок после блока 2',
    ]);
  });

  it('inserts the chosen type in place and puts the focus in it', async () => {
    renderList(['video_url', 'doc']);
    const plus = screen.getByRole('button', { name: 'Добавить блок после блока 1' });
    await userEvent.click(plus);
    expect(plus.getAttribute('aria-expanded')).toBe('true');
    const choices = screen.getByRole('group', { name: 'Добавить блок после блока 1' });
    expect(document.activeElement).toBe(within(choices).getByRole('button', { name: 'Текст' }));
    await userEvent.click(within(choices).getByRole('button', { name: 'Аудио' }));
    expect(types()).toEqual(['video_url', 'audio_url', 'doc']);
    expect(screen.queryByRole('group', { name: 'Добавить блок после блока 1' })).toBeNull();
    await act(() => new Promise(requestAnimationFrame));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ссылка на аудио' }));
  });

  it('works from the keyboard: Enter opens, Escape closes back to the "+"', async () => {
    renderList(['image']);
    const plus = screen.getByRole('button', { name: 'Добавить блок перед блоком 1' });
    plus.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Текст');
    await userEvent.keyboard('{Escape}');
    expect(plus.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(plus);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}'); // Изображение
    expect(types()).toEqual(['image', 'image']);
  });

  it('is disabled while a text block is being edited', async () => {
    renderList(['video_url', 'doc']);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить блок перед блоком 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Текст' }));
    expect(types()).toEqual(['text', 'video_url', 'doc']);
    for (const plus of screen.getAllByRole('button', { name: /^Добавить блок (перед|после)/ })) {
      expect((plus as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('FullScreenLoader: the upload of a save', () => {
  it('is a spinner until a save sends files, then a progress bar of the bytes sent', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <FullScreenLoader label="Сохраняем…" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Сохраняем…' })).not.toBeNull();
    act(() => reportSaveProgress({ loaded: 11 * 1024 * 1024, total: 22 * 1024 * 1024 }));
    const bar = screen.getByRole('progressbar', { name: 'Отправка файлов' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('Отправлено 11,0 из 22,0 МБ · 50 %')).not.toBeNull();
    act(() => reportSaveProgress({ loaded: 22 * 1024 * 1024, total: 22 * 1024 * 1024 }));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(/Файлы отправлены/)).not.toBeNull();
    act(() => clearSaveProgress());
    expect(screen.queryByRole('progressbar', { name: 'Отправка файлов' })).toBeNull();
  });
});
