import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { flows, userFlows, users, type User } from '../db/schema.ts';
import type { AccessTokenVerifier } from './access-token-verifier.ts';
import { HttpError, tokenNotValid } from './http-errors.ts';
import { InvalidTokenError } from './jwt-claims.ts';

/** The signed-in user a request acts as, with the facts of their current flow. */
export interface Actor extends User {
  /** The current flow is a free (green) one. */
  currentFlowIsGreen: boolean;
  /** Paid for the psychology group (physical_rpp) on the current flow. */
  paidRppOnCurrentFlow: boolean;
}

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
  // One prepared statement per request: on PostgreSQL each connection plans it once.
  const findActor = db
    .select({
      user: users,
      isGreen: flows.isGreen,
      isPaidRpp: userFlows.isPaidRpp,
    })
    .from(users)
    .leftJoin(flows, eq(flows.id, users.currentFlowId))
    .leftJoin(
      userFlows,
      and(eq(userFlows.userId, users.id), eq(userFlows.flowId, users.currentFlowId)),
    )
    .where(eq(users.id, sql.placeholder('userPk')))
    .limit(1)
    .prepare('actor_by_id');
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
    const [row] = await findActor.execute({ userPk });
    if (!row) throw new HttpError(401, 'User not found', 'user_not_found');
    request.actor = {
      ...row.user,
      currentFlowIsGreen: row.isGreen === true,
      paidRppOnCurrentFlow: row.isPaidRpp === true,
    };
  };
}

/** The actor of a request in a protected scope. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw tokenNotValid();
  return request.actor;
}
