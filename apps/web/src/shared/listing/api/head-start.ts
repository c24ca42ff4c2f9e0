import type { AnyEndpoint, EndpointResponse } from '@app/contract';
import { apiRequest } from '../../lib/api-client.ts';
import { endpointUrl, type CallInput } from '../../lib/call-api.ts';
import { readStorage, STORAGE_KEYS } from '../../lib/storage.ts';

/** A head-start answer older than this is not used: the screen requests afresh. */
const HEAD_START_MAX_AGE_MS = 15_000;

interface HeadStart {
  startedAt: number;
  answer: Promise<unknown>;
}

const headStarts = new Map<string, HeadStart>();

/**
 * One GET with the stored access token, nothing else: no token refresh on 401 (the session gate
 * owns the start-up refresh) and no error screens. Rejects on any non-2xx answer.
 */
async function plainGet(url: string, access: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * Starts a screen's first GET requests before the screen mounts (from its route loader, while
 * the session gate still refreshes the token and loads the user), so they run in parallel with
 * those instead of after them. They use the access token already stored (none: no head start).
 * Failures (an expired token among them) stay silent: the screen requests again and handles the
 * error as usual.
 */
export function startHeadStart(urls: readonly string[]): void {
  const access = readStorage(STORAGE_KEYS.accessToken);
  if (!access) return;
  for (const url of urls) {
    const answer = plainGet(url, access);
    answer.catch(() => undefined);
    headStarts.set(url, { startedAt: Date.now(), answer });
  }
}

/**
 * A GET of the route table: the head-start answer when one was started for its URL (used once,
 * and only while fresh), otherwise a new request.
 */
export function callWithHeadStart<E extends AnyEndpoint>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query' | 'signal'>,
): Promise<EndpointResponse<E['name']>> {
  type Answer = EndpointResponse<E['name']>;
  const url = endpointUrl(endpoint, input);
  const request = () => apiRequest<Answer>(url, { signal: input.signal });
  const headStart = headStarts.get(url);
  headStarts.delete(url);
  if (!headStart || Date.now() - headStart.startedAt > HEAD_START_MAX_AGE_MS) return request();
  // The head start fetched this very URL of this entry: its answer is the entry's.
  return headStart.answer.then((answer) => answer as Answer, request);
}
