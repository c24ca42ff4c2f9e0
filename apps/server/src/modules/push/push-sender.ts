import type { PushPayload } from '@app/contract';
import webpush from 'web-push';
import type { VapidKeys } from './push-config.ts';

/** A browser subscription as stored. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push message. */
export type PushOutcome =
  | { kind: 'sent' }
  /** The subscription is gone (404/410): forget it. */
  | { kind: 'gone' }
  /** Worth another try (429, 5xx, no answer): after `retryAfterMs` if the service said so. */
  | { kind: 'retry'; retryAfterMs: number | null }
  /** Refused for good (another 4xx, a redirect): drop this message. */
  | { kind: 'refused'; status: number };

/** How long the push service keeps a message for an offline device (a day: news gets stale). */
const MESSAGE_TTL_SECONDS = 86_400;
const SEND_TIMEOUT_MS = 10_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; null when absent. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** web-push's headers as fetch takes them; fetch sets the length itself. */
function headerStrings(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Encrypts `payload` for the subscription (aes128gcm, RFC 8291), signs the request with the
 * VAPID keys (RFC 8292) and posts it to the subscription's endpoint. The endpoint was checked
 * against the push services when stored; redirects are not followed.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidKeys,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: MESSAGE_TTL_SECONDS },
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: headerStrings(request.headers),
      body: request.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry', retryAfterMs: null };
  }
  await response.body?.cancel();
  const { status } = response;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status >= 500) {
    return { kind: 'retry', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  return { kind: 'refused', status };
}
