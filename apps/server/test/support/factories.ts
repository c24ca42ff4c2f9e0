import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import {
  flows,
  noticeSettings,
  userFlows,
  users,
  type Flow,
  type NewFlow,
  type NewNoticeSettingsRow,
  type NewUser,
  type User,
} from '../../src/db/schema.ts';

// Unique per module instance too, as several test files may share one database.
const run = randomUUID().slice(0, 8);
let counter = 0;
const nextNumber = (): number => ++counter;

/** Inserts a flow; values not given are unique per call. */
export async function buildFlow(db: Db, overrides: Partial<NewFlow> = {}): Promise<Flow> {
  const n = nextNumber();
  const [flow] = await db
    .insert(flows)
    .values({ name: `Поток ${n} · ${run}`, ...overrides })
    .returning();
  if (!flow) throw new Error('buildFlow: nothing inserted');
  return flow;
}

export interface BuildUserOverrides extends Partial<NewUser> {
  /** Makes this flow the user's current flow and adds it to their flows (user_flows). */
  flow?: Flow;
  /** With `flow`: paid for the psychology group there. */
  isPaidRpp?: boolean;
  /** Inserts a notice_settings row with these values (others on). Omitted: no row. */
  settings?: Omit<Partial<NewNoticeSettingsRow>, 'userId'>;
}

/**
 * Inserts a user (plain client unless overridden, names unique per call). Adds a user_flows row
 * only when `flow` is given and a notice_settings row only when `settings` is given, so tests
 * can insert their own.
 */
export async function buildUser(db: Db, overrides: BuildUserOverrides = {}): Promise<User> {
  const { flow, isPaidRpp = false, settings, ...fields } = overrides;
  const n = nextNumber();
  const [user] = await db
    .insert(users)
    .values({
      firstName: `Имя${n}`,
      lastName: `Фамилия-${run}`,
      telegramId: `@user_${run}_${n}`,
      ...(flow ? { currentFlowId: flow.id } : {}),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('buildUser: nothing inserted');
  if (flow) await db.insert(userFlows).values({ userId: user.id, flowId: flow.id, isPaidRpp });
  if (settings) await db.insert(noticeSettings).values({ ...settings, userId: user.id });
  return user;
}
