import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users, type User } from '../db/schema.ts';
import type { AccessTokenVerifier } from './access-token-verifier.ts';
import { HttpError, tokenNotValid } from './http-errors.ts';
import { InvalidTokenError } from './jwt-claims.ts';

/** The signed-in user a request acts as. */
export type Actor = User;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook of a protected scope; null elsewhere. */
    actor: Actor | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The onRequest hook of a protected scope: verifies the Bearer access token and loads the user
 * into `request.actor`. A missing, forged, expired or non-access token, or a user that no
 * longer exists, answers 401 before the body is even read.
 */
export function authenticate(db: Db, verify: AccessTokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw tokenNotValid();
    let userPk: number;
    try {
      userPk = (await verify(token)).user_id;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw tokenNotValid();
      throw error;
    }
    const [actor] = await db.select().from(users).where(eq(users.id, userPk)).limit(1);
    if (!actor) throw new HttpError(401, 'User not found', 'user_not_found');
    request.actor = actor;
  };
}

/** The actor of a request in a protected scope. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw tokenNotValid();
  return request.actor;
}
