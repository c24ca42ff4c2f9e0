import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { currentFlowJoin } from '../db/current-flow.ts';
import { flows, userFlows, users, type User } from '../db/schema.ts';
import { createSharedCache } from '../runtime/shared-cache.ts';
import type { AccessTokenVerifier } from './access-token-verifier.ts';
import { HttpError, tokenNotValid } from './http-errors.ts';
import { InvalidTokenError } from './jwt-claims.ts';

/**
 * How long a signed-in user's row is reused by default. A change of role, flow or payment made
 * elsewhere reaches this process within this time; the bell's dot is never taken from it.
 */
export const DEFAULT_ACTOR_CACHE_TTL_MS = 2_000;

/** Signed-in users kept at most per process. */
const MAX_ACTORS = 5_000;

/**
 * The signed-in user a request acts as, with the facts of their current flow. Without
 * `lastSeenNoticeId`, which changes under the user's feet: the bell is read where it is shown.
 */
export interface Actor extends Omit<User, 'lastSeenNoticeId'> {
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

const { lastSeenNoticeId: _changesOften, ...actorColumns } = getTableColumns(users);

/**
 * The onRequest hook of a protected scope: verifies the Bearer access token and loads the user
 * into `request.actor`, reusing a user's row for `cache.ttlMs` on the `cache.now` clock (0: read
 * on every request).
 * A missing, forged, expired or non-access token, or a user that no longer exists, answers 401
 * before the body is even read.
 */
export function authenticate(
  db: Db,
  verify: AccessTokenVerifier,
  cache: { ttlMs: number; now: () => number },
) {
  // Prepared: on PostgreSQL each connection plans it once.
  const findActor = db
    .select({
      user: actorColumns,
      isGreen: flows.isGreen,
      isPaidRpp: userFlows.isPaidRpp,
    })
    .from(users)
    .leftJoin(flows, currentFlowJoin.flow)
    .leftJoin(userFlows, currentFlowJoin.membership)
    .where(eq(users.id, sql.placeholder('userPk')))
    .limit(1)
    .prepare('actor_by_id');
  // A round trip saved on nearly every request: on a busy server most of them are repeat visits.
  const actors = createSharedCache<Actor>(cache.ttlMs, { maxEntries: MAX_ACTORS, now: cache.now });
  const loadActor = async (userPk: number): Promise<Actor> => {
    const [row] = await findActor.execute({ userPk });
    // Thrown, so not kept: the user may be created in a moment.
    if (!row) throw new HttpError(401, 'User not found', 'user_not_found');
    // Shared by concurrent requests of the user: frozen so that none can change it for another.
    return Object.freeze({
      ...row.user,
      currentFlowIsGreen: row.isGreen === true,
      paidRppOnCurrentFlow: row.isPaidRpp === true,
    });
  };
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
    request.actor = await actors.get(String(userPk), () => loadActor(userPk));
  };
}

/** The actor of a request in a protected scope. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw tokenNotValid();
  return request.actor;
}
