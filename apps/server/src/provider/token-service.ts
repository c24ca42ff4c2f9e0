import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@app/contract';
import { SignJWT } from 'jose';
import { verifyClaims } from '../plugins/jwt-claims.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface IssuedTokens {
  access: string;
  refresh: string;
}

/** The demo provider's tokens, in the real provider's (simplejwt) claim shape. */
export interface TokenService {
  issueTokens(userPk: number): Promise<IssuedTokens>;
  signAccess(userPk: number): Promise<string>;
  signRefresh(userPk: number): Promise<string>;
  /** @throws InvalidTokenError when the token is not a valid, unexpired refresh token. */
  verifyRefresh(token: string): Promise<TokenClaims>;
}

export interface TokenServiceOptions {
  accessSecret: string;
  refreshSecret: string;
  now: () => Date;
}

/** Signs and checks HS256 tokens: access 60 minutes, refresh 30 days. */
export function createTokenService(options: TokenServiceOptions): TokenService {
  const accessKey = new TextEncoder().encode(options.accessSecret);
  const refreshKey = new TextEncoder().encode(options.refreshSecret);

  async function sign(userPk: number, type: TokenClaims['token_type']): Promise<string> {
    const issuedAt = Math.floor(options.now().getTime() / 1000);
    const ttl = type === 'access' ? ACCESS_TOKEN_TTL_SECONDS : REFRESH_TOKEN_TTL_SECONDS;
    return new SignJWT({ token_type: type, user_id: userPk })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttl)
      .setJti(randomUUID().replaceAll('-', ''))
      .sign(type === 'access' ? accessKey : refreshKey);
  }

  return {
    async issueTokens(userPk) {
      return { access: await sign(userPk, 'access'), refresh: await sign(userPk, 'refresh') };
    },
    signAccess: (userPk) => sign(userPk, 'access'),
    signRefresh: (userPk) => sign(userPk, 'refresh'),
    verifyRefresh: (token) =>
      verifyClaims(token, refreshKey, {
        algorithms: ['HS256'],
        tokenType: 'refresh',
        now: options.now,
      }),
  };
}
