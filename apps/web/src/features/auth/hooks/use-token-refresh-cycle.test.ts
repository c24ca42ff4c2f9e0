import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessToken, TokenRefreshError } from '../../../shared/lib/access-token.ts';
import { clearStorage, STORAGE_KEYS, writeStorage } from '../../../shared/lib/storage.ts';
import { useTokenRefreshCycle } from './use-token-refresh-cycle.ts';

vi.mock(import('../../../shared/lib/access-token.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  hasRefreshedThisPageLoad: () => false,
  refreshAccessToken: vi.fn(),
}));

afterEach(() => {
  vi.restoreAllMocks();
  clearStorage();
});

function failRefreshing(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  vi.mocked(refreshAccessToken).mockRejectedValue(new TokenRefreshError('unreachable'));
}

describe('useTokenRefreshCycle', () => {
  it('offline with a stored token, lets the saved pages be read', async () => {
    failRefreshing(false);
    writeStorage(STORAGE_KEYS.accessToken, 'earlier');
    const onFailure = vi.fn();
    const { result } = renderHook(() => useTokenRefreshCycle(onFailure));
    await waitFor(() => expect(result.current).toBe(true));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('with the provider unreachable, lets the saved pages be read too', async () => {
    vi.mocked(refreshAccessToken).mockRejectedValue(
      new TokenRefreshError('The provider cannot be reached', { cause: new TypeError('fetch') }),
    );
    writeStorage(STORAGE_KEYS.accessToken, 'earlier');
    const { result } = renderHook(() => useTokenRefreshCycle(vi.fn()));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('online, a refused refresh is a token error', async () => {
    failRefreshing(true);
    writeStorage(STORAGE_KEYS.accessToken, 'earlier');
    const onFailure = vi.fn();
    const { result } = renderHook(() => useTokenRefreshCycle(onFailure));
    await waitFor(() => expect(onFailure).toHaveBeenCalled());
    expect(result.current).toBe(false);
  });

  it('offline without a stored token, is a token error too', async () => {
    failRefreshing(false);
    const onFailure = vi.fn();
    renderHook(() => useTokenRefreshCycle(onFailure));
    await waitFor(() => expect(onFailure).toHaveBeenCalled());
  });
});
