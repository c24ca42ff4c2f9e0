import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import { UpdatePrompt } from './update-prompt.tsx';

function renderPrompt(activate: (() => void) | null, language: 'ru' | 'en' = 'ru') {
  const onDismiss = vi.fn();
  const result = render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <UpdatePrompt activate={activate} onDismiss={onDismiss} />
    </I18nextProvider>,
  );
  return { ...result, onDismiss };
}

describe('UpdatePrompt', () => {
  it('keeps an empty live region until a version waits, then says so in it', () => {
    const { rerender } = renderPrompt(null);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(
      <I18nextProvider i18n={createTestI18n()}>
        <UpdatePrompt activate={vi.fn()} onDismiss={vi.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Доступна новая версия');
  });

  it('switches to the new version on Reload, by keyboard too, and says it is reloading', async () => {
    const activate = vi.fn();
    renderPrompt(activate);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Обновить' }));
    await userEvent.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledOnce();
    const button = screen.getByRole('button', { name: 'Обновляем…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('can be put off until the next page load', async () => {
    const { onDismiss } = renderPrompt(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть до следующего открытия' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('speaks English', () => {
    renderPrompt(vi.fn(), 'en');
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
  });
});
