import { mainSite, type TokenRefreshBody, type TokenRefreshResponse } from '@app/contract';
import { mainSiteUrl } from './runtime-config.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** The access token could not be obtained: no refresh token, or the provider refused it. */
export class TokenRefreshError extends Error {
  override name = 'TokenRefreshError';
}

let pending: Promise<string> | null = null;
let refreshedAt: number | null = null;

/**
 * Exchanges the stored refresh token for a new access token at the provider and stores it.
 * Concurrent callers share one request.
 */
export function refreshAccessToken(): Promise<string> {
  pending ??= exchangeRefreshToken().finally(() => {
    pending = null;
  });
  return pending;
}

/** True once an access token was obtained during this page load. */
export function hasRefreshedThisPageLoad(): boolean {
  return refreshedAt !== null;
}

async function exchangeRefreshToken(): Promise<string> {
  const refresh = readStorage(STORAGE_KEYS.refreshToken);
  if (!refresh) throw new TokenRefreshError('No refresh token stored');
  let response: Response;
  try {
    response = await fetch(mainSiteUrl(mainSite.tokenRefresh), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refresh } satisfies TokenRefreshBody),
    });
  } catch (cause) {
    throw new TokenRefreshError('The provider cannot be reached', { cause });
  }
  if (!response.ok) throw new TokenRefreshError(`The provider answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Partial<TokenRefreshResponse> | null;
  if (typeof body?.access !== 'string' || !body.access) {
    throw new TokenRefreshError('The provider sent no access token');
  }
  writeStorage(STORAGE_KEYS.accessToken, body.access);
  refreshedAt = Date.now();
  return body.access;
}
