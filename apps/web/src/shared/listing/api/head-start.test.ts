import { endpoints } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiErrorHandlers } from '../../lib/api-client.ts';
import { endpointUrl } from '../../lib/call-api.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { callWithHeadStart, startHeadStart } from './head-start.ts';

const URL_A = '/api/v1/feed/tag/list/';
const callA = () => callWithHeadStart(endpoints.feedTagList, {});
const handlers = { onTokenError: vi.fn(), onAccessError: vi.fn(), onNotFound: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const authorizationOf = (call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiErrorHandlers(handlers);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.clearAllMocks();
  setApiErrorHandlers(null);
  window.localStorage.clear();
});

describe('head start', () => {
  it('answers the screen with the request started earlier, once', async () => {
    fetchMock.mockResolvedValueOnce(Response.json(['early']));
    startHeadStart([URL_A]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authorizationOf(0)).toBe('Bearer access-1');

    await expect(callA()).resolves.toEqual(['early']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Used up: the next request is a new one.
    fetchMock.mockResolvedValueOnce(Response.json(['later']));
    await expect(callA()).resolves.toEqual(['later']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('requests again, as usual, when the head start failed', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ detail: 'expired' }, { status: 401 }));
    startHeadStart([URL_A]);
    fetchMock.mockResolvedValueOnce(Response.json(['fresh']));
    await expect(callA()).resolves.toEqual(['fresh']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The failed head start neither refreshed the token nor left for an error screen.
    expect(fetchMock.mock.calls.every(([input]) => String(input) === URL_A)).toBe(true);
    expect(handlers.onTokenError).not.toHaveBeenCalled();
  });

  it("matches a screen's request by its query: the same query takes the head start", async () => {
    const query = { page: 1, feed_group: 'yoga', feed_tags: ['a', 'b'] };
    fetchMock.mockResolvedValueOnce(Response.json({ results: ['early'] }));
    startHeadStart([endpointUrl(endpoints.feedList, { query })]);

    fetchMock.mockResolvedValueOnce(Response.json({ results: ['other'] }));
    await expect(
      callWithHeadStart(endpoints.feedList, { query: { ...query, feed_tags: ['a'] } }),
    ).resolves.toEqual({ results: ['other'] });
    await expect(callWithHeadStart(endpoints.feedList, { query })).resolves.toEqual({
      results: ['early'],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing without a stored access token', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.accessToken);
    startHeadStart([URL_A]);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(Response.json(['plain']));
    await expect(callA()).resolves.toEqual(['plain']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
