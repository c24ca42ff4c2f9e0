import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows a status while offline only', async () => {
    renderApp([{ path: '/', element: <OfflineBanner /> }]);
    expect(screen.queryByRole('status')).toBeNull();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Нет подключения. Показаны сохранённые страницы',
    );
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
