import type { PublicationState } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPreparedRows } from '../../db/query-rows.ts';
import type { PublicationItem } from '../../db/schema.ts';

/** A publication's own row with its group, section and wiki page. */
export interface PublicationRow {
  id: number;
  title: string;
  previewText: string;
  previewImage: string | null;
  pubStartDate: Date | null;
  fix: boolean;
  isShowViewButton: boolean;
  disableComments: boolean;
  section: string | null;
  group: { slug: string; title: string; titleEn: string; color: string } | null;
  wikiPage: { pk: number; title: string; titleEn: string } | null;
  state: PublicationState;
}

export interface LastCommentRow {
  publicationId: number;
  id: number;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** What every reader of a publication sees alike (cached by feed pages). */
export interface SharedDetails {
  rows: PublicationRow[];
  tags: { publicationId: number; slug: string; title: string; titleEn: string }[];
  items: PublicationItem[];
  lastComments: Map<number, LastCommentRow>;
}

/** What is the reader's own (views, likes, favorites) or moves too often to share (counters). */
export interface ReaderState {
  viewedItemIds: Set<number>;
  viewedPublicationIds: Set<number>;
  likedIds: Set<number>;
  favoriteIds: Set<number>;
  likeCounts: Map<number, number>;
  commentCounts: Map<number, number>;
}

/** Everything a page of publications shows. */
export type PublicationDetails = SharedDetails & ReaderState;

/** The shared columns of a row: a publication with its tags and items as JSON. */
interface SharedRow {
  id: number;
  title: string;
  preview_text: string;
  preview_image: string | null;
  pub_start_date: Date | string | null;
  fix: boolean;
  is_show_view_button: boolean;
  disable_comments: boolean;
  section: string | null;
  group_slug: string | null;
  group_title: string | null;
  group_title_en: string | null;
  group_color: string | null;
  wiki_pk: number | null;
  wiki_title: string | null;
  wiki_title_en: string | null;
  state: PublicationState;
  tags: { slug: string; title: string; titleEn: string }[] | null;
  items: PublicationItem[] | null;
  last_id: number | null;
  last_first_name: string | null;
  last_last_name: string | null;
  last_created_at: Date | string | null;
}

/** The reader's columns of a row. */
interface ReaderRow {
  id: number;
  viewed: boolean;
  liked: boolean;
  favorite: boolean;
  viewed_items: number[] | null;
  like_count: number;
  comment_count: number;
  last_comment_date: Date | string | null;
}

const SHARED_COLUMNS = sql`p.id, p.title, p.preview_text, p.preview_image, p.pub_start_date,
      p.fix, p.is_show_view_button, p.disable_comments, s.slug as section,
      g.slug as group_slug, g.title as group_title, g.title_en as group_title_en,
      g.color as group_color, w.id as wiki_pk, w.title as wiki_title, w.title_en as wiki_title_en,
      -- Only staff see unpublished posts: readers' rows never run the schedule probe.
      case when p.status <> 'published' and exists (select 1 from schedule_items si
          where si.publication_id = p.id and si.state = 'pending' and si.event = 'activation')
        then 'delayed' else p.status end as state,
      (select json_agg(json_build_object('slug', t.slug, 'title', t.title, 'titleEn', t.title_en)
          order by t.sort, t.id)
        from publication_feed_tags pt join feed_tags t on t.id = pt.tag_id
        where pt.publication_id = p.id) as tags,
      (select json_agg(json_build_object('id', i.id, 'publicationId', i.publication_id,
          'sort', i.sort, 'itemType', i.item_type, 'text', i.text, 'image', i.image,
          'videoUrl', i.video_url, 'videoUrl2', i.video_url_2, 'videoDomain', i.video_domain,
          'videoDomain2', i.video_domain_2, 'videoName', i.video_name,
          'videoDuration', i.video_duration, 'videoThumbnail', i.video_thumbnail,
          'audioUrl', i.audio_url, 'doc', i.doc, 'docName', i.doc_name) order by i.sort, i.id)
        from publication_items i where i.publication_id = p.id) as items,
      last.id as last_id, u.first_name as last_first_name, u.last_name as last_last_name,
      last.created_at as last_created_at`;

const SHARED_JOINS = sql`left join publicate_sections s on s.id = p.section_id
    left join feed_groups g on g.id = p.feed_group_id
    left join wiki_pages w on w.id = p.wiki_page_id
    -- One index probe per id (comments_publication_idx backwards) instead of sorting them all.
    left join lateral (
      select c.id, c.author_id, c.created_at from comments c
      where c.publication_id = p.id
      order by c.created_at desc, c.id desc limit 1
    ) last on true
    left join users u on u.id = last.author_id`;

/** The reader's columns: each flag an index probe of the (user, object) primary keys. */
function readerColumns(userId: number): SQL {
  const user = sql.param(userId);
  return sql`exists (select 1 from publication_views v
        where v.user_id = ${user} and v.publication_id = p.id) as viewed,
      exists (select 1 from publication_likes l
        where l.user_id = ${user} and l.publication_id = p.id) as liked,
      exists (select 1 from publication_favorites f
        where f.user_id = ${user} and f.publication_id = p.id) as favorite,
      array(select i.id from publication_items i where i.publication_id = p.id
        and exists (select 1 from publication_item_views iv
          where iv.user_id = ${user} and iv.item_id = i.id)) as viewed_items,
      p.like_count, p.comments_count as comment_count, p.last_comment_date`;
}

/** The publications of `ids`, one row per distinct id (the ids are one array parameter). */
function fromIds(ids: readonly number[]): SQL {
  return sql`unnest(${sql.param([...new Set(ids)])}::integer[]) as ids(id)
    join publications p on p.id = ids.id`;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

function toPublicationRow(row: SharedRow): PublicationRow {
  return {
    id: row.id,
    title: row.title,
    previewText: row.preview_text,
    previewImage: row.preview_image,
    pubStartDate: row.pub_start_date === null ? null : toDate(row.pub_start_date),
    fix: row.fix,
    isShowViewButton: row.is_show_view_button,
    disableComments: row.disable_comments,
    section: row.section,
    group:
      row.group_slug === null
        ? null
        : {
            slug: row.group_slug,
            title: row.group_title ?? '',
            titleEn: row.group_title_en ?? '',
            color: row.group_color ?? '',
          },
    wikiPage:
      row.wiki_pk === null
        ? null
        : { pk: row.wiki_pk, title: row.wiki_title ?? '', titleEn: row.wiki_title_en ?? '' },
    state: row.state,
  };
}

function emptyShared(): SharedDetails {
  return { rows: [], tags: [], items: [], lastComments: new Map() };
}

/** A reader who has seen, liked and kept nothing, of posts nobody liked or discussed. */
export function emptyReaderState(): ReaderState {
  return {
    viewedItemIds: new Set(),
    viewedPublicationIds: new Set(),
    likedIds: new Set(),
    favoriteIds: new Set(),
    likeCounts: new Map(),
    commentCounts: new Map(),
  };
}

function addShared(details: SharedDetails, row: SharedRow): void {
  const id = row.id;
  details.rows.push(toPublicationRow(row));
  for (const tag of row.tags ?? []) details.tags.push({ publicationId: id, ...tag });
  for (const item of row.items ?? []) details.items.push(item);
  if (row.last_id !== null && row.last_created_at !== null && row.last_first_name !== null) {
    details.lastComments.set(id, {
      publicationId: id,
      id: row.last_id,
      firstName: row.last_first_name,
      lastName: row.last_last_name ?? '',
      createdAt: toDate(row.last_created_at),
    });
  }
}

function addReader(state: ReaderState, row: ReaderRow): void {
  const id = row.id;
  for (const itemId of row.viewed_items ?? []) state.viewedItemIds.add(itemId);
  if (row.viewed) state.viewedPublicationIds.add(id);
  if (row.liked) state.likedIds.add(id);
  if (row.favorite) state.favoriteIds.add(id);
  if (row.like_count > 0) state.likeCounts.set(id, row.like_count);
  if (row.comment_count > 0) state.commentCounts.set(id, row.comment_count);
}

/**
 * Everything about the publications `ids` for the user, in one statement of constant text (the
 * ids and the user are its parameters).
 */
export async function loadPublicationDetails(
  db: Db,
  ids: readonly number[],
  userId: number,
): Promise<PublicationDetails> {
  const rows = await queryPreparedRows<SharedRow & ReaderRow>(
    db,
    'publication-details',
    sql`select ${SHARED_COLUMNS}, ${readerColumns(userId)} from ${fromIds(ids)} ${SHARED_JOINS}`,
  );
  const details: PublicationDetails = { ...emptyShared(), ...emptyReaderState() };
  for (const row of rows) {
    addShared(details, row);
    addReader(details, row);
  }
  return details;
}

/** What every reader sees of the publications `ids`. */
export async function loadSharedDetails(db: Db, ids: readonly number[]): Promise<SharedDetails> {
  const rows = await queryPreparedRows<SharedRow>(
    db,
    'publication-shared-details',
    sql`select ${SHARED_COLUMNS} from ${fromIds(ids)} ${SHARED_JOINS}`,
  );
  const details = emptyShared();
  for (const row of rows) addShared(details, row);
  return details;
}

const CONTENT_VERSION = sql`select last_value::text as content_version
  from publication_content_version`;

/**
 * What the details of the publications `ids` were read at: the publication content version (see
 * migration 0003) and, per publication, a mark of its comments that moves whenever its newest
 * comment may have changed (their count and latest date, kept by the counter triggers of
 * migration 0002; absent for a post without comments).
 */
export interface DetailsVersion {
  contentVersion: string;
  commentMarks: ReadonlyMap<number, string>;
}

/**
 * The user's state of the publications `ids`, with the version of their details it was read at.
 * No ids read the version alone: PostgreSQL would plan the joined statement afresh for an empty
 * array every time (its own plan looks cheaper than the kept generic one), costing more than
 * the statement itself.
 */
export async function loadReaderState(
  db: Db,
  ids: readonly number[],
  userId: number,
): Promise<{ state: ReaderState; version: DetailsVersion }> {
  if (ids.length === 0) {
    const contentVersion = await readContentVersion(db);
    return { state: emptyReaderState(), version: { contentVersion, commentMarks: new Map() } };
  }
  const rows = await queryPreparedRows<{ content_version: string } & ({ id: null } | ReaderRow)>(
    db,
    'publication-reader-state',
    sql`select version.content_version, r.* from (${CONTENT_VERSION}) version
      left join lateral (select p.id, ${readerColumns(userId)} from ${fromIds(ids)}) r on true`,
  );
  const state = emptyReaderState();
  const commentMarks = new Map<number, string>();
  for (const row of rows) {
    if (row.id === null) continue;
    addReader(state, row);
    if (row.last_comment_date !== null) {
      commentMarks.set(row.id, `${row.comment_count}@${toDate(row.last_comment_date).getTime()}`);
    }
  }
  return { state, version: { contentVersion: rows[0]?.content_version ?? '', commentMarks } };
}

/** The publication content version now: it moves whenever a list may show something else. */
export async function readContentVersion(db: Db): Promise<string> {
  const [row] = await queryPreparedRows<{ content_version: string }>(
    db,
    'publication-content-version',
    CONTENT_VERSION,
  );
  return row?.content_version ?? '';
}
