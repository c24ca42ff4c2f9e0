import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currentFlowJoin } from '../../db/current-flow.ts';
import { flows, noticeSettings, userFlows, users } from '../../db/schema.ts';
import { bellLit } from '../../db/notice-bell.ts';

/**
 * The user's current flow, whether they paid for its psychology group, their stored notice
 * settings (null when never saved) and their bell's dot. Scoped to the one user asked for.
 */
export async function findOwnProfile(db: Db, userPk: number) {
  const [row] = await db
    .select({
      flow: flows,
      isPaidRpp: userFlows.isPaidRpp,
      settings: noticeSettings,
      bellLit,
    })
    .from(users)
    .leftJoin(flows, currentFlowJoin.flow)
    .leftJoin(userFlows, currentFlowJoin.membership)
    .leftJoin(noticeSettings, eq(noticeSettings.userId, users.id))
    .where(eq(users.id, userPk))
    .limit(1);
  return row;
}
