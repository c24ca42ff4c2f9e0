import { LANGUAGES } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, oneOf, timestamptz } from './columns.ts';
import {
  feedGroups,
  feedTags,
  flowProgramPages,
  publicateSections,
  wikiPages,
} from './taxonomy.ts';
import { flows, users } from './users.ts';

/** Stored states; 'delayed' is derived: not published, with a pending activation scheduled. */
export const PUBLICATION_STATUSES = ['draft', 'published', 'deactivated'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

export const PUBLICATION_ITEM_TYPES = ['text', 'image', 'video_url', 'audio_url', 'doc'] as const;
export type PublicationItemType = (typeof PUBLICATION_ITEM_TYPES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** to_tsvector('russian', …) with ё folded to е, which PostgreSQL 15's stemmer does not do. */
function russianVector(column: SQL, weight: 'A' | 'B' | 'C'): SQL {
  return sql`setweight(to_tsvector('russian'::regconfig, translate(${column}, 'Ёё', 'Ее')), '${sql.raw(weight)}')`;
}

/**
 * Posts of the feed, the wiki, the community (topics) and the programme (lessons). `body_text`
 * is the plain text of the items, kept up to date by whoever writes the items; `search_vector`
 * is computed from title (weight A), preview text (B) and body (C), `title_vector` from the title
 * alone.
 */
export const publications = pgTable(
  'publications',
  {
    id: identityId(),
    title: text('title').notNull(),
    previewText: text('preview_text').notNull().default(''),
    previewImage: text('preview_image'),
    language: text('language', { enum: LANGUAGES }).notNull().default('ru'),
    sectionId: integer('section_id').references(() => publicateSections.id, {
      onDelete: 'set null',
    }),
    feedGroupId: integer('feed_group_id').references(() => feedGroups.id, {
      onDelete: 'set null',
    }),
    wikiPageId: integer('wiki_page_id').references(() => wikiPages.id, { onDelete: 'set null' }),
    /** Set on lessons: the programme section the lesson belongs to. */
    flowProgramPageId: integer('flow_program_page_id').references(() => flowProgramPages.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('draft'),
    /** When it was (or will be shown as) published; null on a never-published draft. */
    pubStartDate: timestamptz('pub_start_date'),
    /** Pinned: shown before the other posts. */
    fix: boolean('fix').notNull().default(false),
    isShowViewButton: boolean('is_show_view_button').notNull().default(true),
    disableComments: boolean('disable_comments').notNull().default(false),
    /** No new-publication notices for this post. */
    disablePushs: boolean('disable_pushs').notNull().default(false),
    /** Minutes. */
    readTime: integer('read_time').notNull().default(0),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastCommentDate: timestamptz('last_comment_date'),
    /** Likes of the publication; kept by the triggers of migration 0002_publication_counters. */
    likeCount: integer('like_count').notNull().default(0),
    /** Comments of the publication, replies included; kept like like_count. */
    commentsCount: integer('comments_count').notNull().default(0),
    /**
     * No publication_flows rows: the publication is for every flow. Kept by the triggers of
     * publication_flows (migration 0001_feed_visibility), so visibility needs no anti-join per row.
     */
    forAllFlows: boolean('for_all_flows').notNull().default(true),
    /**
     * The flow ids of publication_flows, ascending; kept by the same triggers (migration
     * 0022_publication_flow_ids). Visibility tests them in the row or in the feed index instead
     * of probing publication_flows for each row (a group's count: 180 → 26 ms at 100,000 posts).
     */
    flowIds: integer('flow_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    bodyText: text('body_text').notNull().default(''),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${russianVector(sql`${publications.title}`, 'A')} || ${russianVector(sql`${publications.previewText}`, 'B')} || ${russianVector(sql`${publications.bodyText}`, 'C')}`,
      ),
    /**
     * The title's part of `search_vector` in a vector and index of its own: PostgreSQL keeps
     * statistics per lexeme, not per weight, so a title match asked of `search_vector` was
     * estimated as common as the word anywhere and walked for (кор: in 91 % of the posts, in 12
     * titles: 800 ms of a search's block at 100,000 posts, 5 ms from this index).
     */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs((): SQL => russianVector(sql`${publications.title}`, 'A')),
  },
  (t) => [
    check('publications_status_check', oneOf(t.status, PUBLICATION_STATUSES)),
    check('publications_language_check', oneOf(t.language, LANGUAGES)),
    check('publications_read_time_check', sql`${t.readTime} >= 0`),
    // Ascending (… , id) indexes serve ORDER BY pub_start_date DESC, id DESC by a backward scan.
    index('publications_feed_idx').on(t.status, t.pubStartDate, t.id),
    index('publications_group_feed_idx').on(t.feedGroupId, t.status, t.pubStartDate, t.id),
    // A feed tab's page by an index-only scan: every column its filters read is in the index
    // (the ones after the unique id stand in for INCLUDE, which Drizzle cannot declare).
    index('publications_visible_feed_idx').on(
      t.status,
      t.feedGroupId,
      t.sectionId,
      t.pubStartDate,
      t.id,
      t.fix,
      t.wikiPageId,
      t.flowProgramPageId,
      t.forAllFlows,
      t.flowIds,
    ),
    index('publications_fixed_idx')
      .on(t.pubStartDate, t.id)
      .where(sql`${t.fix}`),
    index('publications_wiki_page_idx').on(t.wikiPageId, t.pubStartDate, t.id),
    // Wiki posts of every category newest first: a search's wiki block walks it for a common word.
    index('publications_wiki_recent_idx')
      .on(t.pubStartDate, t.id)
      .where(sql`${t.wikiPageId} is not null`),
    index('publications_program_page_idx').on(t.flowProgramPageId),
    index('publications_section_idx').on(t.sectionId),
    index('publications_search_idx').using('gin', t.searchVector),
    index('publications_title_search_idx').using('gin', t.titleVector),
  ],
);

/** The flows a publication is for; a publication without rows here is for everyone. */
export const publicationFlows = pgTable(
  'publication_flows',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'publication_flows_pk', columns: [t.publicationId, t.flowId] }),
    index('publication_flows_flow_idx').on(t.flowId, t.publicationId),
  ],
);

export const publicationFeedTags = pgTable(
  'publication_feed_tags',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => feedTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'publication_feed_tags_pk', columns: [t.publicationId, t.tagId] }),
    index('publication_feed_tags_tag_idx').on(t.tagId, t.publicationId),
  ],
);

/**
 * The ordered content blocks of a publication. Its files, audios and videos of the API are the
 * items of type doc, audio_url and video_url. Media columns hold public URLs.
 */
export const publicationItems = pgTable(
  'publication_items',
  {
    id: identityId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    itemType: text('item_type', { enum: PUBLICATION_ITEM_TYPES }).notNull(),
    /** Sanitised HTML of a text block. */
    text: text('text'),
    image: text('image'),
    /** The first video service's player (Kinescope); `video_domain` is set when it is used. */
    videoUrl: text('video_url'),
    /** The second video service's player (YouTube). */
    videoUrl2: text('video_url_2'),
    videoDomain: text('video_domain'),
    videoDomain2: text('video_domain_2'),
    videoName: text('video_name'),
    /** 'mm:ss'. */
    videoDuration: text('video_duration'),
    videoThumbnail: text('video_thumbnail'),
    audioUrl: text('audio_url'),
    doc: text('doc'),
    /** The file name shown for a document (clicks are logged when it contains 'summary'). */
    docName: text('doc_name'),
  },
  (t) => [
    check('publication_items_item_type_check', oneOf(t.itemType, PUBLICATION_ITEM_TYPES)),
    check(
      'publication_items_video_duration_check',
      sql`${t.videoDuration} ~ '^[0-9]{1,3}:[0-5][0-9]$'`,
    ),
    index('publication_items_publication_idx').on(t.publicationId, t.sort),
  ],
);
