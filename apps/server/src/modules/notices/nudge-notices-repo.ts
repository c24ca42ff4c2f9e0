import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  anySettingOn,
  inAudience,
  userIdRanges,
  viewersOf,
  type AudienceFacts,
  type UserIdRange,
} from '../../db/publication-audience.ts';
import { queryRows } from '../../db/query-rows.ts';
import { FAN_OUT_BATCH_USERS } from './new-publication-notices-repo.ts';

/** What one reminder did: sent, or held back by the repeat rule. */
export interface NudgeCounts {
  notified: number;
  skipped: number;
}

/**
 * Holds the publication's reminder lock until the transaction ends: two reminders of one post at
 * once run one after the other, so the second sees the first's notices and skips their users.
 */
export async function lockNudges(db: Db, publicationId: number): Promise<void> {
  await queryRows(db, sql`select pg_advisory_xact_lock(hashtext('nudge'), ${publicationId})`);
}

/**
 * Inserts a 'nudge' notice for every user of the audience who has not viewed the publication
 * and has one of `settingColumns` on, except those reminded of it within `repeatHours` (counted
 * as skipped), one statement per FAN_OUT_BATCH_USERS user ids.
 */
export async function insertNudgeNotices(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  repeatHours: number,
): Promise<NudgeCounts> {
  const total: NudgeCounts = { notified: 0, skipped: 0 };
  for (const range of await userIdRanges(db, FAN_OUT_BATCH_USERS)) {
    const counts = await insertNudgesOfUsers(db, audience, settingColumns, repeatHours, range);
    total.notified += counts.notified;
    total.skipped += counts.skipped;
  }
  return total;
}

async function insertNudgesOfUsers(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  repeatHours: number,
  ids: UserIdRange,
): Promise<NudgeCounts> {
  const id = audience.publicationId;
  const [row] = await queryRows<NudgeCounts>(
    db,
    sql`with wanted as (
      select u.id, exists (select 1 from notices n
          where n.notice_type = 'nudge' and n.publication_id = ${id} and n.receiver_id = u.id
            and n.created_at > now() - make_interval(hours => ${repeatHours})) as reminded
      from users u
      left join notice_settings s on s.user_id = u.id
      where u.id between ${ids.from} and ${ids.to}
        and ${inAudience(audience)} and (${anySettingOn(settingColumns)})
        and u.id not in ${viewersOf(id)}
    ), inserted as (
      insert into notices (receiver_id, notice_type, publication_id)
      select w.id, 'nudge', ${id}::integer from wanted w where not w.reminded
      returning receiver_id
    )
    select (select count(*)::int from inserted) as notified,
      (select count(*)::int from wanted where reminded) as skipped`,
  );
  return row ?? { notified: 0, skipped: 0 };
}
