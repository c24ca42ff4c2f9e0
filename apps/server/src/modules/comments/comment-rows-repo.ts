import type { CommentOrdering } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPreparedRows, queryShapedRows } from '../../db/query-rows.ts';
import { readableBy } from '../../db/publication-scope.ts';
import type { CommentViewer } from './comments-policy.ts';
import { commentPageQuery, isVisiblePublication, listedCount } from './comment-read-repo.ts';

/** A row of the loader: a comment with its author, addressee, counts, flags and images. */
export interface CommentRow {
  id: number;
  parent_id: number | null;
  author_id: number;
  answer_to_comment_id: number | null;
  text_web: string;
  created_at: Date | string;
  is_fixed: boolean;
  abstract_removed: boolean;
  bad_reported: boolean;
  first_name: string;
  last_name: string;
  avatar_url: string;
  is_staff: boolean;
  expert: boolean;
  to_first_name: string | null;
  to_last_name: string | null;
  like_count: number;
  i_liked: boolean;
  childrens_count: number;
  answered_gone: boolean;
  images: { image: string; pico: string }[] | null;
}

/**
 * The comments of `source` (a FROM item naming `ids(id, ord)`) in the order of `ord`. The counts
 * are kept on the comment by triggers; i_liked probes comment_likes' primary key only for a
 * comment with likes, images probe comment_images_comment_idx.
 */
function commentRows(source: SQL, viewerId: number): SQL {
  return sql`select c.id, c.parent_id, c.author_id, c.answer_to_comment_id, c.text_web,
      c.created_at, c.is_fixed, c.abstract_removed, c.bad_reported,
      a.first_name, a.last_name, a.avatar_url, a.is_staff, a.expert,
      r.first_name as to_first_name, r.last_name as to_last_name,
      c.like_count,
      c.like_count > 0 and exists (select 1 from comment_likes l
        where l.comment_id = c.id and l.user_id = ${sql.param(viewerId)}) as i_liked,
      case when c.parent_id is null then c.childrens_count else 0 end as childrens_count,
      case when c.parent_id is null then false
        else coalesce((select ac.abstract_removed from comments ac
          where ac.id = c.answer_to_comment_id), true) end as answered_gone,
      (select json_agg(json_build_object('image', i.image, 'pico', i.formatted_image_pico)
          order by i.sort, i.id)
        from comment_images i where i.comment_id = c.id) as images,
      ids.ord
    from ${source}
    join comments c on c.id = ids.id
    join users a on a.id = c.author_id
    left join users r on r.id = c.reply_to_user_id and c.parent_id is not null
    order by ids.ord`;
}

/** The rows of the comments `ids`, in the order of `ids` (a repeated id comes again). */
export function findCommentRows(
  db: Db,
  viewerId: number,
  ids: readonly number[],
): Promise<CommentRow[]> {
  const source = sql`unnest(${sql.param([...ids])}::integer[]) with ordinality as ids(id, ord)`;
  return queryPreparedRows<CommentRow>(db, 'comments-load', commentRows(source, viewerId));
}

/** One page of a publication's listed comments, with whether the viewer may read them at all. */
export interface CommentPageRows {
  readable: boolean;
  total: number;
  rows: CommentRow[];
}

/**
 * In one statement: whether the viewer may read the publication's comments, the number of its
 * listed (top-level, not pinned) comments and, only when readable, the rows of one page of them
 * in `ordering`.
 */
export async function findListedCommentPage(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
  page: { ordering: CommentOrdering; limit: number; offset: number },
): Promise<CommentPageRows> {
  const readable = isVisiblePublication(publicationId, readableBy(viewer));
  const total = listedCount(publicationId);
  const pageIds = commentPageQuery(publicationId, page.ordering, page.limit, page.offset);
  const source = sql`unnest(case when f.readable then array(${pageIds}) end)
    with ordinality as ids(id, ord)`;
  // Materialized: `readable` is evaluated once, not at each of its three uses.
  const rows = await queryShapedRows<
    { readable: boolean; total: number } & (CommentRow | { id: null })
  >(
    db,
    sql`with r as materialized (select ${readable} as readable)
      select f.readable, f.total, page.* from (
        select r.readable, case when r.readable then ${total} else 0 end as total from r) f
      left join lateral (${commentRows(source, viewer.id)}) page on true
      order by page.ord`,
  );
  const [first] = rows;
  return {
    readable: first?.readable === true,
    total: first?.total ?? 0,
    rows: rows.flatMap((row) => (row.id === null ? [] : [row])),
  };
}
