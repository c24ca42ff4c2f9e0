import type { Db } from '../db/client.ts';
import { HttpError, tokenNotValid } from '../plugins/http-errors.ts';
import { InvalidTokenError } from '../plugins/jwt-claims.ts';
import { userExists } from './provider-repo.ts';
import type { TokenService } from './token-service.ts';

/**
 * Exchanges a refresh token for a fresh access token of the same user.
 * @throws HttpError 401 (token_not_valid) for a bad, expired or non-refresh token, and 401
 * (user_not_found) when the user is gone.
 */
export async function exchangeRefreshToken(
  db: Db,
  tokens: TokenService,
  refresh: string,
): Promise<string> {
  let userPk: number;
  try {
    userPk = (await tokens.verifyRefresh(refresh)).user_id;
  } catch (error) {
    if (error instanceof InvalidTokenError) throw tokenNotValid('Token is invalid or expired');
    throw error;
  }
  if (!(await userExists(db, userPk))) throw new HttpError(401, 'User not found', 'user_not_found');
  return tokens.signAccess(userPk);
}
