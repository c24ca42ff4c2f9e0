import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { fanOutDuration, fanOutSize } from '../../observability/metrics.ts';
import { newPublicationAudience, type NewPublicationFacts } from './notices-policy.ts';

interface FactsRow {
  status: NewPublicationFacts['status'];
  disable_pushs: boolean;
  for_all_flows: boolean;
  has_wiki_page: boolean;
  is_lesson: boolean;
  section_slug: string | null;
  group_slug: string | null;
  tag_slugs: string[];
}

async function findFacts(db: Db, publicationId: number): Promise<FactsRow | undefined> {
  const [row] = await queryRows<FactsRow>(
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

/**
 * Sends the 'np' notice of a published publication to everyone who may read it and wants it
 * (DESIGN §4 "Notices"): non-staff users with content access whose current flow is one of the
 * publication's flows (no flows: every user), paid for the psychology group on that flow when
 * the publication is in it, with the setting the publication obeys on (no settings row: on).
 * One INSERT … SELECT, idempotent through the (receiver, 'np', publication) unique index, that
 * also sets the receivers' not_read_notice in the same statement. Nothing is sent for a
 * publication that is not published, has disable_pushs, is a topic or a lesson.
 * @returns how many users were notified by this call (0 when repeated).
 */
export async function fanOutNewPublicationNotices(db: Db, publicationId: number): Promise<number> {
  const facts = await findFacts(db, publicationId);
  if (!facts) return 0;
  const audience = newPublicationAudience({
    status: facts.status,
    disablePushs: facts.disable_pushs,
    sectionSlug: facts.section_slug,
    groupSlug: facts.group_slug,
    hasWikiPage: facts.has_wiki_page,
    isLesson: facts.is_lesson,
    tagSlugs: facts.tag_slugs,
  });
  if (!audience) return 0;
  const inFlows: SQL = facts.for_all_flows
    ? sql`true`
    : sql`u.current_flow_id in (select pf.flow_id from publication_flows pf
        where pf.publication_id = ${publicationId})`;
  const paid: SQL = audience.paidRppOnly
    ? sql`exists (select 1 from user_flows uf where uf.user_id = u.id
        and uf.flow_id = u.current_flow_id and uf.is_paid_rpp)`
    : sql`true`;
  const wanted = sql.join(
    audience.settingColumns.map((column) => sql`coalesce(s.${sql.identifier(column)}, true)`),
    sql` or `,
  );
  const endTimer = fanOutDuration.startTimer();
  const [result] = await queryRows<{ notified: number }>(
    db,
    sql`with inserted as (
      insert into notices (receiver_id, notice_type, publication_id)
      select u.id, 'np', ${publicationId}::integer
      from users u
      left join notice_settings s on s.user_id = u.id
      where not u.is_staff and u.active_content and ${inFlows} and ${paid} and (${wanted})
      on conflict (receiver_id, notice_type, publication_id) where notice_type = 'np' do nothing
      returning receiver_id
    ), flagged as (
      update users set not_read_notice = true
      from inserted where users.id = inserted.receiver_id and not users.not_read_notice
    )
    select count(*)::int as notified from inserted`,
  );
  endTimer();
  const notified = result?.notified ?? 0;
  fanOutSize.observe(notified);
  return notified;
}
