import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, setApiErrorHandlers } from './api-client.ts';
import { STORAGE_KEYS } from './storage.ts';

const handlers = { onTokenError: vi.fn(), onAccessError: vi.fn(), onNotFound: vi.fn() };
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown): Response {
  return body === undefined ? new Response(null, { status }) : Response.json(body, { status });
}

function authorizationOf(call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get('Authorization');
}

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
});

describe('apiRequest', () => {
  it('sends the access token and JSON, and returns the JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { id: 5 }));
    const result = await apiRequest<{ id: number }>('/api/v1/x/', {
      method: 'POST',
      body: { from_mobile: false },
    });
    expect(result).toEqual({ id: 5 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/x/');
    expect(init?.body).toBe('{"from_mobile":false}');
    expect(authorizationOf(0)).toBe('Bearer access-1');
  });

  it('refreshes the token once on 401 and retries with the new one', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(401, { detail: 'Token expired', code: 'token_not_valid' }))
      .mockResolvedValueOnce(answer(200, { access: 'access-2' }))
      .mockResolvedValueOnce(answer(200, { ok: true }));
    await expect(apiRequest('/api/v1/y/')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/jwt-auth/api/content/token/refresh/');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"refresh":"refresh-1"}');
    expect(authorizationOf(2)).toBe('Bearer access-2');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(handlers.onTokenError).not.toHaveBeenCalled();
  });

  it('goes to token_error when the refresh does not cure the 401', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(401, { detail: 'Token expired' }))
      .mockResolvedValueOnce(answer(401, { detail: 'Token is invalid' }));
    const error = await apiRequest('/api/v1/y/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(handlers.onTokenError).toHaveBeenCalledOnce();
  });

  it('goes to access_error on 403 and to /404 on 404', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { detail: 'Нет доступа' }));
    await expect(apiRequest('/api/v1/z/')).rejects.toMatchObject({
      status: 403,
      detail: 'Нет доступа',
    });
    expect(handlers.onAccessError).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValueOnce(answer(404, { detail: 'Not found.' }));
    await expect(apiRequest('/api/v1/z/')).rejects.toMatchObject({ status: 404 });
    expect(handlers.onNotFound).toHaveBeenCalledOnce();
  });

  it('leaves background calls to their caller', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { detail: 'Нет доступа' }));
    await expect(apiRequest('/api/v1/log/', { handleErrors: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(handlers.onAccessError).not.toHaveBeenCalled();
  });

  it('carries DRF field errors of a 400 for forms', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { text: ['Не больше 4000 символов.'], non_field_errors: ['Ошибка'] }),
    );
    const error = await apiRequest('/api/v1/comment/create/', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 400,
      detail: null,
      fieldErrors: { text: ['Не больше 4000 символов.'], non_field_errors: ['Ошибка'] },
    });
  });

  it('asks for error codes and keeps them apart from the field errors', async () => {
    const codes = { title: [{ code: 'max_length', params: { max: 500 } }] };
    fetchMock.mockResolvedValueOnce(answer(400, { title: ['Too long.'], codes }));
    const error = await apiRequest('/api/v1/x/', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Prefer')).toBe('error-codes');
    expect(error).toMatchObject({ fieldErrors: { title: ['Too long.'] }, fieldErrorCodes: codes });
  });

  it('sends FormData as multipart, untouched', async () => {
    fetchMock.mockResolvedValueOnce(answer(204));
    const form = new FormData();
    form.set('text', 'Привет');
    await expect(
      apiRequest('/api/v1/comment/create/', { method: 'POST', body: form }),
    ).resolves.toBe(undefined);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });
});
