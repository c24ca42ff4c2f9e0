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
    return (token) =>
      verifyClaims(token, keySet, { algorithms: ['RS256', 'ES256'], tokenType: 'access', now });
  }
  if (!jwt.accessSecret) throw new Error('An access-token secret or a JWKS URL is required');
  const secret = new TextEncoder().encode(jwt.accessSecret);
  return (token) =>
    verifyClaims(token, secret, { algorithms: ['HS256'], tokenType: 'access', now });
}
