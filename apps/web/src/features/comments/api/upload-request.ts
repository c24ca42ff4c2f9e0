import { ApiError } from '../../../shared/lib/api-client.ts';
import { refreshAccessToken } from '../../../shared/lib/access-token.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';

/** Sent share of a multipart upload, 0–100. */
export type UploadProgress = (percent: number) => void;

interface Answer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(url: string, form: FormData, onProgress: UploadProgress): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    const access = readStorage(STORAGE_KEYS.accessToken);
    if (access) request.setRequestHeader('Authorization', `Bearer ${access}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () =>
      resolve({ status: request.status, body: parse(request.responseText) }),
    );
    request.addEventListener('error', () => reject(new TypeError('Network error')));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    request.send(form);
  });
}

/**
 * POSTs a multipart form like `apiRequest` does (stored access token, one token refresh and one
 * retry on 401, an ApiError for any other failure), reporting the upload's progress: fetch
 * cannot tell how much of a request body has been sent, XMLHttpRequest can.
 */
export async function uploadRequest<T>(
  url: string,
  form: FormData,
  onProgress: UploadProgress,
): Promise<T> {
  let answer = await send(url, form, onProgress);
  if (answer.status === 401) {
    const refreshed = await refreshAccessToken().then(
      () => true,
      () => false,
    );
    if (refreshed) answer = await send(url, form, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  return answer.body as T;
}
