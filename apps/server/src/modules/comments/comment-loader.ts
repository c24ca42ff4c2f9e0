import type { Comment } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPreparedRows, queryShapedRows } from '../../db/query-rows.ts';
import { canSeeReports, type CommentViewer } from './comments-policy.ts';

/** A row of the loader: a comment with its author, addressee, counts, flags and images. */
interface CommentRow {
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

function present(row: CommentRow, viewer: CommentViewer): Comment {
  const isReply = row.parent_id !== null;
  return {
    pk: row.id,
    text_web: row.abstract_removed ? '' : row.text_web,
    created_at: (row.created_at instanceof Date
      ? row.created_at
      : new Date(row.created_at)
    ).toISOString(),
    jwt_client: {
      first_name: row.first_name,
      last_name: row.last_name,
      avatar_url: row.avatar_url,
      is_staff: row.is_staff,
      expert: row.expert,
      user_id: row.author_id,
    },
    comment_to_jwt_client:
      isReply && row.to_first_name !== null
        ? { first_name: row.to_first_name, last_name: row.to_last_name ?? '' }
        : null,
    comment_images: row.abstract_removed
      ? []
      : (row.images ?? []).map((image) => ({
          image: image.image,
          formatted_image_pico: image.pico,
        })),
    like_count: row.like_count,
    i_liked: row.i_liked,
    is_my_comment: row.author_id === viewer.id,
    childrens_count: row.childrens_count,
    abstract_removed: row.abstract_removed,
    bad_reported: canSeeReports(viewer) && row.bad_reported,
    isFixed: row.is_fixed,
    answer_to_comment: isReply ? row.answer_to_comment_id : null,
    comment_to_comment_delete: isReply && row.answered_gone,
    parent: row.parent_id,
  };
}

/** The comments `ids` as the viewer sees them, in the order of `ids` (missing ones left out). */
export async function loadComments(
  db: Db,
  viewer: CommentViewer,
  ids: readonly number[],
): Promise<Comment[]> {
  if (ids.length === 0) return [];
  const source = sql`unnest(${sql.param([...ids])}::integer[]) with ordinality as ids(id, ord)`;
  const rows = await queryPreparedRows<CommentRow>(
    db,
    'comments-load',
    commentRows(source, viewer.id),
  );
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    return [present(row, viewer)];
  });
}

/** A page of comments, or `readable: false` and none when the viewer may not read them. */
export interface CommentPage {
  readable: boolean;
  total: number;
  comments: Comment[];
}

/**
 * In one statement: whether the viewer may read the comments (`readable`, a boolean expression),
 * their number (`total`) and, only when readable, the comments whose ids `pageIds` selects, in
 * its order.
 */
export async function loadCommentPage(
  db: Db,
  viewer: CommentViewer,
  { readable, total, pageIds }: { readable: SQL; total: SQL; pageIds: SQL },
): Promise<CommentPage> {
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
    comments: rows.flatMap((row) => (row.id === null ? [] : [present(row, viewer)])),
  };
}
