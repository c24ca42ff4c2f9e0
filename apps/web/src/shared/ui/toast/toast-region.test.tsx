import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './toast-region.tsx';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces toasts politely and removes each 5 seconds after it appeared', () => {
    const store = createToastStore();
    render(<ToastRegion closeLabel="Закрыть" store={store} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');

    act(() => void store.show('Сохранено', 'success'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => void store.show('Нет доступа', 'error'));
    expect(region.textContent).toContain('Сохранено');
    expect(region.textContent).toContain('Нет доступа');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 2000));
    expect(region.textContent).not.toContain('Сохранено');
    expect(region.textContent).toContain('Нет доступа');

    act(() => vi.advanceTimersByTime(2000));
    expect(region.textContent).toBe('');
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("runs a toast's action and closes it", async () => {
    vi.useRealTimers();
    const store = createToastStore();
    const onAction = vi.fn();
    render(<ToastRegion closeLabel="Закрыть" store={store} />);
    act(() => void store.show('Блок удалён', 'info', { action: { label: 'Отменить', onAction } }));
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes a toast on demand', async () => {
    vi.useRealTimers();
    const store = createToastStore();
    render(<ToastRegion closeLabel="Закрыть" store={store} />);
    act(() => void store.show('Ссылка скопирована'));
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
