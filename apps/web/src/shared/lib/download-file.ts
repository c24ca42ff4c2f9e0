import { refreshAccessToken } from './access-token.ts';
import { ApiError, parseResponseText, prepareRequest, routeApiError } from './api-client.ts';

/** How long a saved file's object URL lives: the browser has taken the file over by then. */
export const OBJECT_URL_LIFETIME_MS = 10_000;

export interface DownloadOptions {
  /** The Accept header: the file's type (`text/csv`); any type by default. */
  accept?: string;
  signal?: AbortSignal;
  /** False: 401, 403 and 404 are only thrown, not sent to the app's error screens. */
  handleErrors?: boolean;
}

/**
 * Fetches a file of the content API (a CSV export) as `apiRequest` calls it: the stored access
 * token, one token refresh and retry on 401, an ApiError (routed like `apiRequest`'s) for a
 * non-2xx answer. The body is kept as bytes, so a byte order mark survives.
 */
export async function fetchFile(url: string, options: DownloadOptions = {}): Promise<Blob> {
  let response = await send(url, options);
  if (response.status === 401) {
    const refreshed = await refreshAccessToken().then(
      () => true,
      () => false,
    );
    if (refreshed) response = await send(url, options);
  }
  if (!response.ok) {
    const error = new ApiError(response.status, parseResponseText(await response.text()));
    if (options.handleErrors !== false) routeApiError(error.status);
    throw error;
  }
  return response.blob();
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  // Some browsers follow only a link that is in the document.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}

/** Fetches a file of the content API (see `fetchFile`) and saves it as `fileName`. */
export async function downloadFile(
  url: string,
  fileName: string,
  options: DownloadOptions = {},
): Promise<void> {
  saveBlob(await fetchFile(url, options), fileName);
}

function send(url: string, { accept = '*/*', signal }: DownloadOptions): Promise<Response> {
  const { headers } = prepareRequest(undefined);
  headers.set('Accept', accept);
  return fetch(url, { method: 'GET', headers, signal });
}
