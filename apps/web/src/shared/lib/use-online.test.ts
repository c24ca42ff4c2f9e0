import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './use-online.ts';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

describe('useOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => goOffline(true));
    expect(result.current).toBe(false);
    act(() => goOffline(false));
    expect(result.current).toBe(true);
  });
});
