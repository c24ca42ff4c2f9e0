import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allOf, isWikiPost, visibleTo } from '../../db/publication-scope.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publications } from '../../db/schema.ts';
import type { Viewer } from '../publications/viewer.ts';

const p = publications;

/** Wiki posts the viewer may read. */
const visibleWikiPosts = (viewer: Viewer): SQL => allOf(visibleTo(viewer), isWikiPost);

export interface WikiCategoryRow {
  id: number;
  title: string;
  title_en: string;
  text: string;
  text_en: string;
  image: string | null;
  log_jump: boolean;
  publications_count: number;
}

/**
 * Every wiki category in display order with how many of its publications the viewer may
 * read (one index probe per category: publications_wiki_page_idx). Raw SQL: a Drizzle select
 * from one table drops the table names a correlated subquery needs.
 */
export function findWikiCategories(db: Db, viewer: Viewer): Promise<WikiCategoryRow[]> {
  return queryRows<WikiCategoryRow>(
    db,
    sql`select w.id, w.title, w.title_en, w.text, w.text_en, w.image, w.log_jump,
        (select count(*) from ${p} where ${p.wikiPageId} = w.id and ${visibleWikiPosts(viewer)})::int
          as publications_count
      from wiki_pages w
      order by w.sort, w.id`,
  );
}

export interface WikiPageRow {
  id: number;
  title: string;
  title_en: string;
  /** Whether the viewer may read any of its publications. */
  holds_visible: boolean;
}

/** The wiki page (category) with this id, or undefined. Raw SQL as in findWikiCategories. */
export async function findWikiPage(
  db: Db,
  id: number,
  viewer: Viewer,
): Promise<WikiPageRow | undefined> {
  const [row] = await queryRows<WikiPageRow>(
    db,
    sql`select w.id, w.title, w.title_en,
        exists (select 1 from ${p} where ${p.wikiPageId} = w.id and ${visibleWikiPosts(viewer)}) as holds_visible
      from wiki_pages w
      where w.id = ${id}`,
  );
  return row;
}
