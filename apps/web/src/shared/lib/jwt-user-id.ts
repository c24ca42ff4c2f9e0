import type { TokenClaims } from '@app/contract';

/**
 * Reads the `user_id` claim of a JWT without verifying the token (only the server can): the
 * token-error screen shows whose token failed. Null when the token is not a readable JWT.
 */
export function readJwtUserId(token: string | null): TokenClaims['user_id'] | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const userId = typeof claims === 'object' && claims !== null && Reflect.get(claims, 'user_id');
    return Number.isInteger(userId) ? Number(userId) : null;
  } catch {
    return null;
  }
}
