import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setApiErrorHandlers } from './api-client.ts';
import { downloadFile, OBJECT_URL_LIFETIME_MS } from './download-file.ts';
import { STORAGE_KEYS } from './storage.ts';

const handlers = { onTokenError: vi.fn(), onAccessError: vi.fn(), onNotFound: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:file-1');
const revokeObjectURL = vi.fn<(url: string) => void>();
// jsdom has no object URLs: the test's own stand in for them.
const jsdomObjectUrls = {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
};
/** The links clicked, as they were at the click (they leave the document right after). */
let clicked: { href: string; download: string; inDocument: boolean }[] = [];

const BOM = '\uFEFF';
const csv = (text: string, status = 200) =>
  new Response(`${BOM}${text}`, { status, headers: { 'Content-Type': 'text/csv' } });

function headerOf(call: number, name: string): string | null {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get(name);
}

beforeEach(() => {
  clicked = [];
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
  setApiErrorHandlers(handlers);
  window.localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-1');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.assign(URL, jsdomObjectUrls);
  fetchMock.mockReset();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  vi.clearAllMocks();
  setApiErrorHandlers(null);
});

describe('downloadFile', () => {
  it('fetches with the access token and saves the bytes, byte order mark included', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fetchMock.mockResolvedValueOnce(csv('Фамилия;Имя\r\nИванова;Анна\r\n'));
    await downloadFile('/api/v1/x/csv/?search=%D0%B0', 'not-viewed-7.csv', { accept: 'text/csv' });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/x/csv/?search=%D0%B0');
    expect(headerOf(0, 'Authorization')).toBe('Bearer access-1');
    expect(headerOf(0, 'Accept')).toBe('text/csv');
    expect(clicked).toEqual([
      { href: 'blob:file-1', download: 'not-viewed-7.csv', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    const blob = createObjectURL.mock.calls[0]?.[0];
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Фамилия;Имя\r\nИванова;Анна\r\n');

    // The object URL is let go once the browser has the file.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
  });

  it('refreshes the token once on 401 and retries with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ detail: 'Token expired' }, { status: 401 }))
      .mockResolvedValueOnce(Response.json({ access: 'access-2' }))
      .mockResolvedValueOnce(csv('a\r\n'));
    await downloadFile('/api/v1/x/csv/', 'x.csv');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/jwt-auth/api/content/token/refresh/');
    expect(headerOf(2, 'Authorization')).toBe('Bearer access-2');
    expect(headerOf(2, 'Accept')).toBe('*/*');
    expect(clicked).toHaveLength(1);
  });

  it('throws the API error and saves nothing when the answer is not 2xx', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ search: ['At most 100 characters.'] }, { status: 400 }),
    );
    const failure = downloadFile('/api/v1/x/csv/', 'x.csv');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      fieldErrors: { search: ['At most 100 characters.'] },
    });
    expect(clicked).toEqual([]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('routes 404 to the error screens unless told not to', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ detail: 'Not found.' }, { status: 404 }),
    );
    await expect(downloadFile('/api/v1/x/csv/', 'x.csv')).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
    await expect(
      downloadFile('/api/v1/x/csv/', 'x.csv', { handleErrors: false }),
    ).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledTimes(1);
  });
});
