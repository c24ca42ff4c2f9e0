import type { FastifyRequest } from 'fastify';
import { requireActor, type Actor } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/http-errors.ts';

/** Whether the user may use the staff editor (publications, their blocks and schedules). */
export function canUseEditor(actor: Pick<Actor, 'isStaff'>): boolean {
  return actor.isStaff;
}

/**
 * The caller of an editor endpoint: 401 without a valid token, 403 for anyone but staff
 * (moderators included: they moderate comments, not publications).
 */
export function requireEditor(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!canUseEditor(actor)) {
    throw new HttpError(
      403,
      'You do not have permission to perform this action.',
      'permission_denied',
    );
  }
  return actor;
}
