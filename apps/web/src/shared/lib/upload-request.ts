import type { AnyEndpoint, EndpointResponse } from '@app/contract';
import { refreshAccessToken } from './access-token.ts';
import {
  ApiError,
  parseResponseText,
  prepareRequest,
  routeApiError,
  type ApiRequestOptions,
} from './api-client.ts';
import { endpointUrl, type CallInput } from './call-api.ts';

/** How much of a request's body has gone out. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes of the whole body. */
  total: number;
}

export interface UploadRequestOptions extends Omit<ApiRequestOptions, 'method'> {
  method: 'POST' | 'PUT' | 'PATCH';
  /** Called as the body goes out (starting again from 0 if a 401 makes it send twice). */
  onUploadProgress: (progress: UploadProgress) => void;
}

interface RawAnswer {
  status: number;
  text: string;
}

/**
 * `apiRequest` for a large body whose upload the user watches: the same headers (access token,
 * `Prefer: error-codes`), the same one refresh and retry on 401, the same ApiError and error
 * routing, sent through XMLHttpRequest because fetch cannot report the bytes it has sent.
 */
export async function apiUploadRequest<T>(url: string, options: UploadRequestOptions): Promise<T> {
  let answer = await sendWithProgress(url, options);
  if (answer.status === 401) {
    const refreshed = await refreshAccessToken().then(
      () => true,
      () => false,
    );
    if (refreshed) answer = await sendWithProgress(url, options);
  }
  if (answer.status < 200 || answer.status > 299) {
    const error = new ApiError(answer.status, parseResponseText(answer.text));
    if (options.handleErrors !== false) routeApiError(error.status);
    throw error;
  }
  return (answer.status === 204 ? undefined : parseResponseText(answer.text)) as T;
}

/**
 * `callApi` for a body whose upload the user watches: one entry of the route table (a POST, PUT
 * or PATCH), sent through `apiUploadRequest`.
 */
export function callUploadApi<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> & Pick<UploadRequestOptions, 'onUploadProgress'>,
): Promise<EndpointResponse<E['name']>> {
  const { body, signal, handleErrors, onUploadProgress } = input as UploadRequestOptions;
  const url = endpointUrl(endpoint, input as Pick<CallInput<E>, 'params' | 'query'>);
  return apiUploadRequest(url, {
    method: endpoint.method as UploadRequestOptions['method'],
    body,
    signal,
    handleErrors,
    onUploadProgress,
  });
}

function sendWithProgress(
  url: string,
  { method, body, signal, onUploadProgress }: UploadRequestOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const { headers, payload } = prepareRequest(body);
    const request = new XMLHttpRequest();
    request.open(method, url);
    headers.forEach((value, name) => request.setRequestHeader(name, value));
    // Listened to before send(), or the browser may not report the upload at all.
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress({ loaded: event.loaded, total: event.total });
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.onload = () => {
      settle();
      resolve({ status: request.status, text: request.responseText });
    };
    // What fetch throws on a failed network, so callers see one kind of failure.
    request.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    request.onabort = () => {
      settle();
      reject(abortError(signal));
    };
    // Nothing sent yet; the size comes with the browser's first report.
    onUploadProgress({ loaded: 0, total: 0 });
    request.send(payload ?? null);
  });
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : new DOMException('The request was aborted.', 'AbortError');
}
