import type { TokenClaims } from '@app/contract';
import { createRemoteJWKSet } from 'jose';
import type { AppConfig } from '../config.ts';
import { verifyClaims } from './jwt-claims.ts';

/** Verifies an access token and returns its claims; throws InvalidTokenError otherwise. */
export type AccessTokenVerifier = (token: string) => Promise<TokenClaims>;

/**
 * Access tokens come from the demo provider (HS256 with the shared secret) or, with
 * JWT_JWKS_URL, from the real provider (RS256 or ES256, the key picked by the token's `kid`).
 */
export function createAccessTokenVerifier(
  jwt: AppConfig['jwt'],
  now: () => Date,
): AccessTokenVerifier {
  if (jwt.jwksUrl) {
    const keySet = createRemoteJWKSet(new URL(jwt.jwksUrl));
    return rememberingVerified(
      (token) =>
        verifyClaims(token, keySet, { algorithms: ['RS256', 'ES256'], tokenType: 'access', now }),
      now,
    );
  }
  if (!jwt.accessSecret) throw new Error('An access-token secret or a JWKS URL is required');
  const secret = new TextEncoder().encode(jwt.accessSecret);
  return rememberingVerified(
    (token) => verifyClaims(token, secret, { algorithms: ['HS256'], tokenType: 'access', now }),
    now,
  );
}

/** How many verified tokens are remembered (about 1 KB each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * A client sends the same access token with every request for up to an hour: its signature is
 * checked once, then its claims are reused until it expires. Only verified tokens are kept, the
 * oldest forgotten first; a token's expiry is checked on every use.
 */
export function rememberingVerified(
  verify: AccessTokenVerifier,
  now: () => Date,
): AccessTokenVerifier {
  const verified = new Map<string, TokenClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.exp * 1000 > now().getTime()) return known;
    verified.delete(token);
    const claims = await verify(token);
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, claims);
    return claims;
  };
}
