import { COMMENT_PAGE_SIZE } from '@app/contract';
import type pg from 'pg';
import type { IdSet } from './scenarios.ts';

const VISIBLE_TO_CLIENT = `p.status = 'published'
  and (exists (select 1 from publication_flows pf where pf.publication_id = p.id and pf.flow_id = 1)
    or not exists (select 1 from publication_flows pf where pf.publication_id = p.id))
  and p.feed_group_id is distinct from (select id from feed_groups where slug = 'physical_rpp')`;

/** Feed posts for every flow (no flows, no paid group): their audience is every client. */
const FOR_EVERYONE = `p.status = 'published' and p.for_all_flows and p.wiki_page_id is null
  and p.flow_program_page_id is null
  and p.section_id = (select id from publicate_sections where slug = 'feed')
  and p.feed_group_id is distinct from (select id from feed_groups where slug = 'physical_rpp')`;

/**
 * Publication ids of each IdSet, in random order: any the client may open, busy discussions, or
 * posts for everyone.
 */
export async function idSets(client: pg.ClientBase): Promise<Record<IdSet, number[]>> {
  const ids = async (where: string): Promise<number[]> => {
    const result = await client.query<{ id: number }>(
      `select p.id from publications p where ${where} order by random() limit 5000`,
    );
    return result.rows.map((row) => row.id);
  };
  const sets = {
    visible: await ids(VISIBLE_TO_CLIENT),
    // More than one page of top-level comments.
    discussed: await ids(`${VISIBLE_TO_CLIENT} and (select count(*) from comments c
      where c.publication_id = p.id and c.parent_id is null) > ${COMMENT_PAGE_SIZE}`),
    everyone: await ids(FOR_EVERYONE),
  };
  for (const [name, list] of Object.entries(sets)) {
    if (list.length === 0) throw new Error(`No '${name}' publication for the bench client`);
  }
  return sets;
}
