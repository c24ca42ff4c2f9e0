import type { PushConfig } from './push-config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a subscription's endpoint belongs to an allowed push service: an `https:` URL of one
 * of `allowedOrigins` (or under a `*.` host suffix), or outside production a loopback URL. The
 * server posts to this URL for every notice: anything else would let a client make it call any
 * address.
 */
export function isAllowedEndpoint(
  endpoint: string,
  config: Pick<PushConfig, 'allowedOrigins' | 'allowLoopback'>,
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (LOOPBACK_HOSTS.has(url.hostname)) {
    return config.allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:');
  }
  if (url.protocol !== 'https:') return false;
  return config.allowedOrigins.some((allowed) =>
    allowed.startsWith('*.')
      ? url.hostname.endsWith(allowed.slice(1)) && !url.port
      : url.origin === allowed,
  );
}
