import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says so in its live region while offline only', async () => {
    renderApp([{ path: '/', element: <OfflineBanner /> }]);
    const region = await screen.findByRole('status');
    expect(region.textContent).toBe('');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region.textContent).toBe('Нет подключения. Показаны сохранённые страницы');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region.textContent).toBe('');
  });
});
