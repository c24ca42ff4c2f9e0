import { DEMO_ROLES, type DemoRole } from '@app/contract';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currentFlowJoin } from '../db/current-flow.ts';
import { flows, users } from '../db/schema.ts';

export interface DemoUser {
  role: DemoRole;
  firstName: string;
  lastName: string;
  flowName: string | null;
}

/** The seeded demo users, in the order of DEMO_ROLES. */
export async function listDemoUsers(db: Db): Promise<DemoUser[]> {
  const rows = await db
    .select({
      role: users.demoRole,
      firstName: users.firstName,
      lastName: users.lastName,
      flowName: flows.name,
    })
    .from(users)
    .leftJoin(flows, currentFlowJoin.flow)
    .where(isNotNull(users.demoRole));
  return rows
    .flatMap((row) => (row.role ? [{ ...row, role: row.role }] : []))
    .sort((a, b) => DEMO_ROLES.indexOf(a.role) - DEMO_ROLES.indexOf(b.role));
}

/** The pk of the demo user of a role, if seeded. */
export async function findDemoUserPk(db: Db, role: DemoRole): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.demoRole, role))
    .limit(1);
  return row?.id;
}

/** Whether a user still exists (a refresh token outlives a deleted user). */
export async function userExists(db: Db, userPk: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userPk)).limit(1);
  return row !== undefined;
}

/** Whether the shop is available to the user: their current flow says so. */
export async function findShopIconStatus(db: Db, flowPk: number | null): Promise<boolean> {
  if (flowPk === null) return false;
  const [row] = await db
    .select({ shopIconStatus: flows.shopIconStatus })
    .from(flows)
    .where(eq(flows.id, flowPk))
    .limit(1);
  return row?.shopIconStatus ?? false;
}
