import {
  ERROR_CODES_PREFERENCE,
  type DetailError,
  type FieldErrorCodes,
  type FieldErrors,
} from '@app/contract';
import { refreshAccessToken } from './access-token.ts';
import { readStorage, STORAGE_KEYS } from './storage.ts';

/** A non-2xx answer, with the server's DRF-style message and field errors for forms. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** `detail` of a `{ detail }` body (401/403/404/429/5xx). */
  readonly detail: string | null;
  /** `{ field: [messages] }` of a 400 body, `non_field_errors` included. */
  readonly fieldErrors: FieldErrors;
  /** The code of each field error message, in order (our server; the original sends none). */
  readonly fieldErrorCodes: FieldErrorCodes;

  constructor(status: number, body: unknown) {
    const detail = isDetailError(body) ? body.detail : null;
    super(detail ?? `HTTP ${status}`);
    this.status = status;
    this.detail = detail;
    const { codes, ...fields } = isObject(body) ? body : {};
    this.fieldErrors = detail === null && isFieldErrors(fields) ? fields : {};
    this.fieldErrorCodes = isObject(codes) ? (codes as FieldErrorCodes) : {};
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Error bodies are checked by hand: the zod runtime would cost a sixth of the first-load budget.
function isDetailError(body: unknown): body is DetailError {
  return (
    typeof body === 'object' && body !== null && typeof Reflect.get(body, 'detail') === 'string'
  );
}

function isFieldErrors(body: unknown): body is FieldErrors {
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/** What the app does on the statuses the spec routes to screens. */
export interface ApiErrorHandlers {
  /** 401 that one token refresh did not cure: go to /token_error/. */
  onTokenError: () => void;
  /** 403: go to /access_error/ and say so in a toast. */
  onAccessError: () => void;
  /** 404: go to /404. */
  onNotFound: () => void;
}

let handlers: ApiErrorHandlers | null = null;

/** Installs the app's reactions to 401, 403 and 404 (the app shell owns navigation). */
export function setApiErrorHandlers(next: ApiErrorHandlers | null): void {
  handlers = next;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-serialised, or sent as is when it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * False for background calls (logging, optional main-site lookups) whose failure must not move
   * the user to an error screen; the ApiError is still thrown.
   */
  handleErrors?: boolean;
}

/**
 * Calls the content API (or the main site) with the stored access token and returns the JSON
 * answer typed by the contract (`undefined` for 204). A 401 triggers one token refresh and one
 * retry; 401, 403 and 404 then go to the installed handlers and throw an ApiError.
 */
export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  let response = await send(url, options);
  if (response.status === 401) {
    const refreshed = await refreshAccessToken().then(
      () => true,
      () => false,
    );
    if (refreshed) response = await send(url, options);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await readBody(response));
    if (options.handleErrors !== false) routeApiError(error.status);
    throw error;
  }
  return (response.status === 204 ? undefined : await readBody(response)) as T;
}

/** Hands 401, 403 and 404 to the installed handlers (the app's error screens). */
export function routeApiError(status: number): void {
  if (status === 401) handlers?.onTokenError();
  else if (status === 403) handlers?.onAccessError();
  else if (status === 404) handlers?.onNotFound();
}

/**
 * The headers and body of a content-API call, read at the moment it is sent: the stored access
 * token, `Prefer: error-codes`, and the body as JSON (or FormData as is).
 */
export function prepareRequest(body: unknown): {
  headers: Headers;
  payload: string | FormData | undefined;
} {
  // Asks our server for the codes of field errors, translated by the SPA (others ignore it).
  const headers = new Headers({ Accept: 'application/json', Prefer: ERROR_CODES_PREFERENCE });
  const access = readStorage(STORAGE_KEYS.accessToken);
  if (access) headers.set('Authorization', `Bearer ${access}`);
  let payload: string | FormData | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return { headers, payload };
}

function send(url: string, { method = 'GET', body, signal }: ApiRequestOptions) {
  const { headers, payload } = prepareRequest(body);
  return fetch(url, { method, headers, body: payload, signal });
}

async function readBody(response: Response): Promise<unknown> {
  return parseResponseText(await response.text());
}

/** An answer's body: its JSON, the text itself when it is not JSON, undefined when empty. */
export function parseResponseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
