import { endpoints } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setApiErrorHandlers } from './api-client.ts';
import { STORAGE_KEYS } from './storage.ts';
import { apiUploadRequest, callUploadApi, type UploadProgress } from './upload-request.ts';

/** A stand-in XMLHttpRequest: records what is sent and answers what a test queued. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: { status: number; body: unknown }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    setTimeout(() => {
      if (!answer) return this.onerror?.();
      const total = typeof body === 'string' ? body.length : 0;
      for (const loaded of [total / 2, total]) {
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      }
      this.status = answer.status;
      this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
      this.onload?.();
    });
  }

  abort() {
    this.onabort?.();
  }
}

const handlers = { onTokenError: vi.fn(), onAccessError: vi.fn(), onNotFound: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
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
});

describe('apiUploadRequest', () => {
  it('sends JSON with the token and Prefer: error-codes, reporting the bytes sent', async () => {
    FakeXhr.answers.push({ status: 201, body: { id: 5 } });
    const reports: UploadProgress[] = [];
    const result = await apiUploadRequest<{ id: number }>('/api/v1/x/', {
      method: 'POST',
      body: { title: 'Пост' },
      onUploadProgress: (progress) => reports.push(progress),
    });
    expect(result).toEqual({ id: 5 });
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.body).toBe('{"title":"Пост"}');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      prefer: 'error-codes',
      'content-type': 'application/json',
    });
    const total = String(request?.body).length;
    expect(reports).toEqual([
      { loaded: 0, total: 0 },
      { loaded: total / 2, total },
      { loaded: total, total },
    ]);
  });

  it('refreshes the token once on 401 and sends again with the new one', async () => {
    FakeXhr.answers.push({ status: 401, body: { detail: 'expired', code: 'token_not_valid' } });
    FakeXhr.answers.push({ status: 200, body: { ok: true } });
    fetchMock.mockResolvedValueOnce(Response.json({ access: 'access-2' }));
    await expect(
      apiUploadRequest('/api/v1/y/', { method: 'PUT', body: {}, onUploadProgress: () => {} }),
    ).resolves.toEqual({ ok: true });
    expect(FakeXhr.sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(handlers.onTokenError).not.toHaveBeenCalled();
  });

  it('throws an ApiError with the field errors and their codes', async () => {
    const codes = { title: [{ code: 'max_length', params: { max: 500 } }] };
    FakeXhr.answers.push({ status: 400, body: { title: ['Too long.'], codes } });
    const error = await apiUploadRequest('/api/v1/x/', {
      method: 'POST',
      body: {},
      handleErrors: false,
      onUploadProgress: () => {},
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { title: ['Too long.'] },
      fieldErrorCodes: codes,
    });
  });

  it('routes 403 to the error screens unless the caller handles errors', async () => {
    FakeXhr.answers.push({ status: 403, body: { detail: 'Нет доступа' } });
    FakeXhr.answers.push({ status: 403, body: { detail: 'Нет доступа' } });
    const options = { method: 'POST', body: {}, onUploadProgress: () => {} } as const;
    await expect(apiUploadRequest('/a/', options)).rejects.toMatchObject({ status: 403 });
    expect(handlers.onAccessError).toHaveBeenCalledOnce();
    await expect(
      apiUploadRequest('/a/', { ...options, handleErrors: false }),
    ).rejects.toMatchObject({ status: 403 });
    expect(handlers.onAccessError).toHaveBeenCalledOnce();
  });

  it('fails like fetch when the network does', async () => {
    await expect(
      apiUploadRequest('/a/', { method: 'POST', body: {}, onUploadProgress: () => {} }),
    ).rejects.toBeInstanceOf(TypeError);
  });
});

describe('callUploadApi', () => {
  it("sends to the entry's path with its method, answering the entry's answer", async () => {
    FakeXhr.answers.push({ status: 200, body: { id: 9 } });
    const form = new FormData();
    const saved = await callUploadApi(endpoints.editorPublicationUpdate, {
      params: { id: 9 },
      body: form,
      handleErrors: false,
      onUploadProgress: () => {},
    });
    expect(saved).toEqual({ id: 9 });
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/api/v1/publication-editor/publication/update/9/');
    expect(request?.body).toBe(form);
  });
});
