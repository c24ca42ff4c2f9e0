import { sql } from 'drizzle-orm';
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
import type { NewPublicationFacts } from './notices-policy.ts';

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

/** What the np fan-out decides by: the publication's state, section, group and tags. */
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
    where p.id = ${publicationId}`,
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
 * Users per statement of the fan-out: about 1.2 s each on the bench's machine, well inside the
 * query timeout (DB_QUERY_TIMEOUT_MS, 10 s), however many users there are. One statement for
 * 500,000 users ran past it and was cancelled, and with it the scheduled publishing.
 */
export const FAN_OUT_BATCH_USERS = 50_000;

/**
 * Inserts the np notice for every user of the publication's audience (`inAudience`) with one
 * of `settingColumns` on (no settings row: on) who has none yet, one INSERT … SELECT per
 * FAN_OUT_BATCH_USERS user ids (sending writes no user row: db/notice-bell.ts). All in one
 * transaction (a savepoint inside the caller's) holding the publication's fan-out lock, so a
 * fan-out of the same publication at the same time waits and then sees these notices.
 * @returns how many users were notified (0 when repeated).
 */
export async function insertNewPublicationNotices(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  batchUsers = FAN_OUT_BATCH_USERS,
): Promise<number> {
  return db.transaction(async (tx) => {
    await queryRows(
      tx,
      sql`select pg_advisory_xact_lock(hashtext('np'), ${audience.publicationId})`,
    );
    let notified = 0;
    for (const range of await userIdRanges(tx, batchUsers)) {
      notified += await insertNoticesOfUsers(tx, audience, settingColumns, range);
    }
    return notified;
  });
}

async function insertNoticesOfUsers(
  db: Db,
  audience: AudienceFacts,
  settingColumns: readonly string[],
  ids: UserIdRange,
): Promise<number> {
  const [result] = await queryRows<{ notified: number }>(
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
      returning receiver_id
    )
    select count(*)::int as notified from inserted`,
  );
  return result?.notified ?? 0;
}
