import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveAppTo } from '../../../shared/lib/main-site-links.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../shared/lib/storage.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { BEFORE_LEAVING_LIMIT_MS, LogoutPage } from './logout-page.tsx';

vi.mock(import('../../../shared/lib/main-site-links.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  leaveAppTo: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(leaveAppTo).mockClear();
});

function renderLogout(beforeLeaving: () => Promise<unknown>) {
  writeStorage(STORAGE_KEYS.accessToken, 'access');
  renderApp([{ path: '/', element: <LogoutPage beforeLeaving={beforeLeaving} /> }]);
}

describe('LogoutPage', () => {
  it('tidies up while still signed in, then clears the storage and leaves', async () => {
    let tokenSeen: string | null = null;
    let finish: () => void = () => undefined;
    renderLogout(() => {
      tokenSeen = readStorage(STORAGE_KEYS.accessToken);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await waitFor(() => expect(tokenSeen).toBe('access'));
    expect(leaveAppTo).not.toHaveBeenCalled();
    act(() => finish());
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('/logout/'));
    expect(readStorage(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('deletes the saved offline pages before leaving', async () => {
    const remove = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { keys: async () => ['offline-publications-v1'], delete: remove });
    renderLogout(() => Promise.resolve());
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('/logout/'));
    expect(remove).toHaveBeenCalledWith('offline-publications-v1');
    vi.unstubAllGlobals();
  });

  it('leaves even when the tidying up fails', async () => {
    renderLogout(() => Promise.reject(new Error('offline')));
    await waitFor(() => expect(leaveAppTo).toHaveBeenCalledWith('/logout/'));
  });

  it('waits for the tidying up no longer than its limit', async () => {
    vi.useFakeTimers();
    renderLogout(() => new Promise(() => undefined));
    await act(() => vi.advanceTimersByTimeAsync(BEFORE_LEAVING_LIMIT_MS - 1));
    expect(leaveAppTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(leaveAppTo).toHaveBeenCalledWith('/logout/');
  });
});
