import { TokenClaimsSchema, type TokenClaims } from '@app/contract';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** Any reason a token is not accepted: forged, expired, malformed, wrong type or algorithm. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

export interface ClaimsCheck {
  /** Pinned: a token signed with any other algorithm (or `none`) is refused. */
  algorithms: string[];
  tokenType: TokenClaims['token_type'];
  now: () => Date;
}

/**
 * Verifies a JWT's signature, algorithm and expiry, then its claims against the contract's shape.
 * @throws InvalidTokenError for every kind of bad token; an unreachable key set throws as is.
 */
export async function verifyClaims(
  token: string,
  key: Uint8Array | JWTVerifyGetKey,
  check: ClaimsCheck,
): Promise<TokenClaims> {
  let payload: unknown;
  try {
    const options = { algorithms: check.algorithms, currentDate: check.now() };
    // The two overloads of jwtVerify differ only in the key's type.
    const result =
      key instanceof Uint8Array
        ? await jwtVerify(token, key, options)
        : await jwtVerify(token, key, options);
    payload = result.payload;
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw error;
    throw new InvalidTokenError('Token is invalid or expired');
  }
  const claims = TokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new InvalidTokenError('Token has no valid claims');
  if (claims.data.token_type !== check.tokenType) {
    throw new InvalidTokenError('Token has wrong type');
  }
  return claims.data;
}
