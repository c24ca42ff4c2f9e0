import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  anySettingOn,
  findAudienceFacts,
  inAudience,
  userIdRanges,
  type AudienceFacts,
  type UserIdRange,
} from '../../db/publication-audience.ts';
import { queryRows } from '../../db/query-rows.ts';
import { noticeFanOuts, pushFanOuts, scheduleItems } from '../../db/schema.ts';
import type { NewPublicationFacts } from './notices-policy.ts';

export type { UserIdRange };

export interface NoticeFactsRow {
  status: NewPublicationFacts['status'];
  disable_pushs: boolean;
  for_all_flows: boolean;
  has_wiki_page: boolean;
  is_lesson: boolean;
  section_slug: string | null;
  group_slug: string | null;
  tag_slugs: string[];
}

/**
 * What the np fan-out decides by: the publication's state, section, group and tags. Its row is
 * held (FOR KEY SHARE) until the caller's transaction ends, so deleting it waits for the fan-out
 * and then deletes its notices (a deleted one is not found).
 */
export async function findNoticeFacts(
  db: Db,
  publicationId: number,
): Promise<NoticeFactsRow | undefined> {
  const [row] = await queryRows<NoticeFactsRow>(
    db,
    sql`select p.status, p.disable_pushs, p.for_all_flows,
      p.wiki_page_id is not null as has_wiki_page,
      p.flow_program_page_id is not null as is_lesson,
      sec.slug as section_slug, g.slug as group_slug,
      coalesce((select array_agg(t.slug) from publication_feed_tags pt
        join feed_tags t on t.id = pt.tag_id where pt.publication_id = p.id), '{}') as tag_slugs
    from publications p
    left join publicate_sections sec on sec.id = p.section_id
    left join feed_groups g on g.id = p.feed_group_id
    where p.id = ${publicationId}
    for key share of p`,
  );
  return row;
}

/** Who may read the publication (see `inAudience`); undefined for an unknown one. */
export function findPublicationAudience(
  db: Db,
  publicationId: number,
): Promise<AudienceFacts | undefined> {
  return findAudienceFacts(db, publicationId);
}

/**
 * Users per statement of the fan-out, and per part of a queued one: about 0.4 s each on the
 * bench's machine, well inside the query timeout (DB_QUERY_TIMEOUT_MS, 10 s), however many users
 * there are. One statement for 500,000 users ran past it and was cancelled, and with it the
 * scheduled publishing.
 */
export const FAN_OUT_BATCH_USERS = 50_000;

/**
 * Inserts the np notice for every user of the publication's audience (`inAudience`) with one
 * of `settingColumns` on (no settings row: on) who has none yet among `options.users` (default:
 * all), one INSERT … SELECT per range of `options.batchUsers` user ids (sending writes no user
 * row: db/notice-bell.ts). All in one transaction (a savepoint inside the caller's) holding the
 * fan-out lock of each range, so a fan-out of the same publication and users at the same time
 * waits and then sees these notices. Their push messages are left to the push workers, as one
 * `push_fan_outs` row.
 * @returns how many users were notified (0 when repeated).
 */
export async function insertNewPublicationNotices(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  options: { batchUsers: number; users?: UserIdRange },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ranges = options.users ? [options.users] : await userIdRanges(tx, options.batchUsers);
    let sent = NOTHING_SENT;
    for (const range of ranges) {
      await lockNewPublicationRange(tx, audience.publicationId, range);
      sent = addSent(sent, await insertNoticesOfUsers(tx, audience, settingColumns, range));
    }
    if (sent.count > 0) await queuePushFanOut(tx, audience.publicationId, sent);
    return sent.count;
  });
}

/**
 * Holds the np fan-out lock of the publication's users from `range.from` until the transaction
 * ends. Ranges are cut alike (`userIdRanges`) and taken in ascending order, so two fan-outs of
 * one publication never wait on each other in a circle.
 */
async function lockNewPublicationRange(db: Db, publicationId: number, range: UserIdRange) {
  await queryRows(
    db,
    sql`select pg_advisory_xact_lock(hashtext('np:' || ${range.from}::integer),
      ${publicationId}::integer)`,
  );
}

/** What statements of a fan-out inserted: how many notices, and their ids' and receivers' spans. */
interface SentNotices {
  count: number;
  firstId: number;
  lastId: number;
  firstReceiverId: number;
  lastReceiverId: number;
}

const NOTHING_SENT: SentNotices = {
  count: 0,
  firstId: 0,
  lastId: 0,
  firstReceiverId: 0,
  lastReceiverId: 0,
};

function addSent(total: SentNotices, batch: SentNotices): SentNotices {
  if (batch.count === 0) return total;
  if (total.count === 0) return batch;
  return {
    count: total.count + batch.count,
    firstId: Math.min(total.firstId, batch.firstId),
    lastId: Math.max(total.lastId, batch.lastId),
    firstReceiverId: Math.min(total.firstReceiverId, batch.firstReceiverId),
    lastReceiverId: Math.max(total.lastReceiverId, batch.lastReceiverId),
  };
}

/**
 * Leaves the fan-out's push messages to the push workers (`push_fan_outs`): one row, where the
 * notices' trigger would have queued one per receiver's device inside this transaction.
 */
async function queuePushFanOut(db: Db, publicationId: number, sent: SentNotices): Promise<void> {
  await db.insert(pushFanOuts).values({
    publicationId,
    firstNoticeId: sent.firstId,
    lastNoticeId: sent.lastId,
    afterReceiverId: sent.firstReceiverId - 1,
    lastReceiverId: sent.lastReceiverId,
  });
}

async function insertNoticesOfUsers(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  ids: UserIdRange,
): Promise<SentNotices> {
  const [result] = await queryRows<SentNotices>(
    db,
    sql`with inserted as (
      insert into notices (receiver_id, notice_type, publication_id)
      select u.id, 'np', ${audience.publicationId}::integer
      from users u
      left join notice_settings s on s.user_id = u.id
      where u.id between ${ids.from} and ${ids.to}
        and ${inAudience(audience)} and (${anySettingOn(settingColumns)})
        and not exists (select 1 from notices n where n.publication_id = ${audience.publicationId}
          and n.receiver_id = u.id and n.notice_type = 'np')
      returning id, receiver_id
    )
    select count(*)::int as count, coalesce(min(id), 0) as "firstId",
      coalesce(max(id), 0) as "lastId", coalesce(min(receiver_id), 0) as "firstReceiverId",
      coalesce(max(receiver_id), 0) as "lastReceiverId"
    from inserted`,
  );
  return result ?? NOTHING_SENT;
}

/** A queued part of an np fan-out (`notice_fan_outs`). */
export interface QueuedFanOutPart {
  id: number;
  publicationId: number;
  users: UserIdRange;
  scheduleItemId: number | null;
}

/** Queues the np fan-out of the publication, one part per FAN_OUT_BATCH_USERS user ids. */
export async function queueFanOutParts(
  db: Db,
  publicationId: number,
  scheduleItemId: number | null,
): Promise<void> {
  const ranges = await userIdRanges(db, FAN_OUT_BATCH_USERS);
  if (ranges.length === 0) return;
  await db.insert(noticeFanOuts).values(
    ranges.map((range) => ({
      publicationId,
      fromUserId: range.from,
      toUserId: range.to,
      scheduleItemId,
    })),
  );
}

/**
 * Takes the oldest queued part no other transaction holds (FOR UPDATE SKIP LOCKED) but those of
 * `skipped`, locked until the caller's transaction ends; undefined when none is left.
 */
export async function claimFanOutPart(
  db: Db,
  skipped: readonly number[],
): Promise<QueuedFanOutPart | undefined> {
  const [row] = await db
    .select()
    .from(noticeFanOuts)
    .where(skipped.length > 0 ? notInArray(noticeFanOuts.id, [...skipped]) : undefined)
    .orderBy(noticeFanOuts.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  return {
    id: row.id,
    publicationId: row.publicationId,
    users: { from: row.fromUserId, to: row.toUserId },
    scheduleItemId: row.scheduleItemId,
  };
}

/** Takes a sent part off the queue and adds whom it notified to its schedule item's count. */
export async function finishFanOutPart(
  db: Db,
  part: QueuedFanOutPart,
  notified: number,
): Promise<void> {
  await db.delete(noticeFanOuts).where(eq(noticeFanOuts.id, part.id));
  if (part.scheduleItemId === null || notified === 0) return;
  await db
    .update(scheduleItems)
    .set({ notifiedCount: sql`coalesce(${scheduleItems.notifiedCount}, 0) + ${notified}` })
    .where(eq(scheduleItems.id, part.scheduleItemId));
}
