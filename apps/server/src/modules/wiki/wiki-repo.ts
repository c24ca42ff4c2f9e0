import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publications, wikiPages } from '../../db/schema.ts';

const p = publications;

export interface WikiCategoryRow {
  id: number;
  title: string;
  text: string;
  image: string | null;
  log_jump: boolean;
  publications_count: number;
}

/**
 * Every wiki category in display order with how many of its publications `visible` lets
 * through (one index probe per category: publications_wiki_page_idx). Raw SQL: a Drizzle select
 * from one table drops the table names a correlated subquery needs.
 */
export function findWikiCategories(db: Db, visible: SQL): Promise<WikiCategoryRow[]> {
  return queryRows<WikiCategoryRow>(
    db,
    sql`select w.id, w.title, w.text, w.image, w.log_jump,
        (select count(*) from ${p} where ${p.wikiPageId} = w.id and ${visible})::int
          as publications_count
      from wiki_pages w
      order by w.sort, w.id`,
  );
}

/** The wiki page (category) with this id, or undefined. */
export async function findWikiPage(db: Db, id: number) {
  const [row] = await db
    .select({ id: wikiPages.id, title: wikiPages.title })
    .from(wikiPages)
    .where(eq(wikiPages.id, id))
    .limit(1);
  return row;
}
