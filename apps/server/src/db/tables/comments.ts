import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';
import { publications } from './publications.ts';
import { users } from './users.ts';

/**
 * Two levels: a top-level comment (parent_id null) and its replies (parent_id = the top-level
 * comment, also for a reply to a reply). answer_to_comment_id and reply_to_user_id name the
 * comment and the person answered.
 */
export const comments = pgTable(
  'comments',
  {
    id: identityId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    answerToCommentId: integer('answer_to_comment_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'set null',
    }),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Plain text as written (≤ 4000 characters). */
    text: text('text').notNull().default(''),
    /** The same text as sanitised HTML, as shown. */
    textWeb: text('text_web').notNull().default(''),
    /** Pinned by a super moderator (top-level comments only). */
    isFixed: boolean('is_fixed').notNull().default(false),
    /** Deleted by its author while it had replies: kept as a placeholder, text emptied. */
    abstractRemoved: boolean('abstract_removed').notNull().default(false),
    /** Someone reported it; moderators see a warning. */
    badReported: boolean('bad_reported').notNull().default(false),
    /** Likes of the comment: kept by triggers on comment_likes (migration 0004). */
    likeCount: integer('like_count').notNull().default(0),
    /** Replies under a top-level comment: kept by triggers on comments (migration 0004). */
    childrensCount: integer('childrens_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The comment pages' list (top-level, not pinned): counted and paged from the index alone.
    // Ascending (created_at, id): ORDER BY … DESC scans them backwards (see DESIGN §5a).
    index('comments_listed_idx')
      .on(t.publicationId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and not ${t.isFixed}`),
    index('comments_publication_idx').on(t.publicationId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_fixed_idx')
      .on(t.publicationId)
      .where(sql`${t.isFixed}`),
    index('comments_author_idx').on(t.authorId),
    index('comments_answer_to_idx')
      .on(t.answerToCommentId)
      .where(sql`${t.answerToCommentId} is not null`),
  ],
);

/** Up to 5 images per comment, with the small preview (`formatted_image_pico`). */
export const commentImages = pgTable(
  'comment_images',
  {
    id: identityId(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    formattedImagePico: text('formatted_image_pico').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('comment_images_comment_idx').on(t.commentId, t.sort)],
);

function commentReaction<TName extends string>(name: TName) {
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      commentId: integer('comment_id')
        .notNull()
        .references(() => comments.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ name: `${name}_pk`, columns: [t.commentId, t.userId] }),
      index(`${name}_user_idx`).on(t.userId),
    ],
  );
}

export const commentLikes = commentReaction('comment_likes');
export const commentReports = commentReaction('comment_reports');
