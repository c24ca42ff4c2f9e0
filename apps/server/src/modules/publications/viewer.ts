import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flows, userFlows } from '../../db/schema.ts';
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

/** Loads the actor's current-flow facts in one query. */
export async function loadViewer(db: Db, actor: Actor): Promise<Viewer> {
  const base = {
    id: actor.id,
    isStaff: actor.isStaff,
    language: actor.language,
    flowId: actor.currentFlowId,
  };
  if (actor.currentFlowId === null) return { ...base, isGreen: false, isPaidRpp: false };
  const [row] = await db
    .select({ isGreen: flows.isGreen, isPaidRpp: userFlows.isPaidRpp })
    .from(flows)
    .leftJoin(userFlows, and(eq(userFlows.flowId, flows.id), eq(userFlows.userId, actor.id)))
    .where(eq(flows.id, actor.currentFlowId))
    .limit(1);
  return { ...base, isGreen: row?.isGreen === true, isPaidRpp: row?.isPaidRpp === true };
}
