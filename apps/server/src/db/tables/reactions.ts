import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { publicationItems, publications } from './publications.ts';
import { users } from './users.ts';

function userId() {
  return integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

function publicationId() {
  return integer('publication_id')
    .notNull()
    .references(() => publications.id, { onDelete: 'cascade' });
}

/** A user marked a whole publication viewed. */
export const publicationViews = pgTable(
  'publication_views',
  { userId: userId(), publicationId: publicationId(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: 'publication_views_pk', columns: [t.userId, t.publicationId] }),
    index('publication_views_publication_idx').on(t.publicationId),
  ],
);

/** A user marked one item (a video) viewed. */
export const publicationItemViews = pgTable(
  'publication_item_views',
  {
    userId: userId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => publicationItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'publication_item_views_pk', columns: [t.userId, t.itemId] }),
    index('publication_item_views_item_idx').on(t.itemId),
  ],
);

export const publicationLikes = pgTable(
  'publication_likes',
  { userId: userId(), publicationId: publicationId(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: 'publication_likes_pk', columns: [t.userId, t.publicationId] }),
    index('publication_likes_publication_idx').on(t.publicationId),
  ],
);

export const publicationFavorites = pgTable(
  'publication_favorites',
  { userId: userId(), publicationId: publicationId(), createdAt: createdAt() },
  (t) => [
    primaryKey({ name: 'publication_favorites_pk', columns: [t.userId, t.publicationId] }),
    index('publication_favorites_publication_idx').on(t.publicationId),
    // The favorites page, newest first: a search stops at the page's last match instead of
    // testing every favorite of the user.
    index('publication_favorites_user_recent_idx').on(t.userId, t.createdAt, t.publicationId),
  ],
);

/**
 * A number per user that moves whenever their favorites change (kept by the triggers of
 * migration 0016): the favorites pages a process keeps are named by it. No row: version 0. No
 * foreign key, so that deleting a user (whose favorites go with them, moving it) needs no order.
 */
export const favoritesVersions = pgTable('favorites_versions', {
  userId: integer('user_id').primaryKey(),
  version: integer('version').notNull(),
});
