import type { Actor } from '../../plugins/auth.ts';

/** Who reads publications: the facts visibility and engagement rules depend on. */
export interface Viewer {
  id: number;
  isStaff: boolean;
  language: 'ru' | 'en';
  /** The current flow; null when the user has none (they see only publications for everyone). */
  flowId: number | null;
  /** The current flow is a free (green) one. */
  isGreen: boolean;
  /** Paid for the psychology group (physical_rpp) on the current flow. */
  isPaidRpp: boolean;
}

/** The actor's reading facts (loaded with the actor by the authentication hook). */
export function viewerOf(actor: Actor): Viewer {
  return {
    id: actor.id,
    isStaff: actor.isStaff,
    language: actor.language,
    flowId: actor.currentFlowId,
    isGreen: actor.currentFlowId !== null && actor.currentFlowIsGreen,
    isPaidRpp: actor.currentFlowId !== null && actor.paidRppOnCurrentFlow,
  };
}
