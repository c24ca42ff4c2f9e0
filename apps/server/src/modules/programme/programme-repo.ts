import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleTo } from '../../db/publication-scope.ts';
import { queryRows } from '../../db/query-rows.ts';
import { flowProgramPages, flows, publications, userFlows } from '../../db/schema.ts';
import type { Viewer } from '../publications/viewer.ts';

const p = publications;

/** One of the user's flows (a user_flows row) with what the programme needs of it. */
export interface Membership {
  flowId: number;
  name: string;
  isGreen: boolean;
  isPaidRpp: boolean;
}

/** The user's flows (user_flows), oldest flow first and the current one last. */
export function findAvailableFlows(db: Db, userId: number, currentFlowId: number | null) {
  // A constant ORDER BY term is an error in PostgreSQL: without a current flow, by id alone.
  const currentLast = currentFlowId === null ? [] : [asc(sql`${flows.id} = ${currentFlowId}`)];
  return db
    .select({ pk: flows.id, name: flows.name })
    .from(userFlows)
    .innerJoin(flows, eq(flows.id, userFlows.flowId))
    .where(eq(userFlows.userId, userId))
    .orderBy(...currentLast, asc(flows.id));
}

/** The user's membership of the flow, or undefined when the flow is not one of theirs. */
export async function findMembership(
  db: Db,
  userId: number,
  flowId: number,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      flowId: flows.id,
      name: flows.name,
      isGreen: flows.isGreen,
      isPaidRpp: userFlows.isPaidRpp,
    })
    .from(userFlows)
    .innerJoin(flows, eq(flows.id, userFlows.flowId))
    .where(and(eq(userFlows.userId, userId), eq(userFlows.flowId, flowId)))
    .limit(1);
  return row;
}

/** The section of the flow, or undefined when there is none with that id in that flow. */
export async function findSection(db: Db, flowId: number, sectionId: number) {
  const [row] = await db
    .select({ id: flowProgramPages.id, isEnabled: flowProgramPages.isEnabled })
    .from(flowProgramPages)
    .where(and(eq(flowProgramPages.id, sectionId), eq(flowProgramPages.flowId, flowId)))
    .limit(1);
  return row;
}

/**
 * i_view of the `publications` row for the user, in SQL, by the rules of `computeIView`: with
 * several videos the rounded share of viewed ones; else 100 when the publication or its one
 * video is marked viewed, 0 otherwise. Index probes only (items by publication, views by key).
 */
function lessonIView(userId: number): SQL {
  return sql`(select case
      when count(*) > 1 then round(100.0 * count(iv.item_id) / count(*))::int
      when count(iv.item_id) > 0 or exists (select 1 from publication_views pv
        where pv.user_id = ${userId} and pv.publication_id = ${p.id}) then 100
      else 0 end
    from publication_items i
    left join publication_item_views iv on iv.item_id = i.id and iv.user_id = ${userId}
    where i.publication_id = ${p.id} and i.item_type = 'video_url')`;
}

export interface SectionProgressRow {
  id: number;
  title: string;
  description: string;
  is_enabled: boolean;
  part: 1 | 2;
  lessons_count: number;
  percent_viewed: number;
  procent_passed: number;
}

/**
 * The flow's sections in display order with the user's progress, in one statement: a section's
 * percent_viewed is the rounded average i_view of its lessons (0 without any), procent_passed
 * (the same on every row) the rounded average over the lessons of the enabled sections.
 * `reader` is the viewer as a member of that flow: the lessons they may read count.
 */
export function findSectionProgress(
  db: Db,
  userId: number,
  flowId: number,
  reader: Viewer,
): Promise<SectionProgressRow[]> {
  return queryRows<SectionProgressRow>(
    db,
    sql`with lesson as (
        select ${p.flowProgramPageId} as page_id, ${lessonIView(userId)} as i_view
        from ${p}
        where ${p.flowProgramPageId} in (select fp.id from flow_program_pages fp where fp.flow_id = ${flowId})
          and ${visibleTo(reader)}
      ), section as (
        select fp.id, fp.title, fp.description, fp.is_enabled, fp.part, fp.sort,
          count(lesson.page_id)::int as lessons, coalesce(sum(lesson.i_view), 0)::int as viewed
        from flow_program_pages fp
        left join lesson on lesson.page_id = fp.id
        where fp.flow_id = ${flowId}
        group by fp.id
      )
      select s.id, s.title, s.description, s.is_enabled, s.part::int as part,
        s.lessons as lessons_count,
        case when s.lessons = 0 then 0 else round(s.viewed::numeric / s.lessons)::int end
          as percent_viewed,
        (select coalesce(round(sum(e.viewed)::numeric / nullif(sum(e.lessons), 0)), 0)::int
          from section e where e.is_enabled) as procent_passed
      from section s
      order by s.part, s.sort, s.id`,
  );
}

export interface LessonRow {
  id: number;
  title: string;
  read_time: number;
  i_view: number;
  videos: { pk: number; video_name: string; video_duration: string; is_view: boolean }[];
}

/** The statement of `findLessons` (exported for its EXPLAIN test). */
export function lessonsQuery(userId: number, sectionId: number, visibleLesson: SQL): SQL {
  return sql`select ${p.id} as id, ${p.title} as title, ${p.readTime} as read_time,
      ${lessonIView(userId)} as i_view,
      coalesce((select json_agg(json_build_object(
          'pk', i.id,
          'video_name', coalesce(i.video_name, ''),
          'video_duration', coalesce(i.video_duration, ''),
          'is_view', exists (select 1 from publication_item_views iv
            where iv.user_id = ${userId} and iv.item_id = i.id)
        ) order by i.sort, i.id)
        from publication_items i
        where i.publication_id = ${p.id} and i.item_type = 'video_url'), '[]'::json) as videos
    from ${p}
    where ${p.flowProgramPageId} = ${sectionId} and ${visibleLesson}
    order by ${p.id}`;
}

/**
 * The section's lessons that `reader` may read, in the order they were created, with
 * the user's views: index probes by section (publications_program_page_idx), items and views.
 */
export function findLessons(
  db: Db,
  userId: number,
  sectionId: number,
  reader: Viewer,
): Promise<LessonRow[]> {
  return queryRows<LessonRow>(db, lessonsQuery(userId, sectionId, visibleTo(reader)));
}
