import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns.ts';
import { flows } from './users.ts';

/** The feed's tabs, e.g. physical_transformation, physical_rpp (the paid psychology group). */
export const feedGroups = pgTable('feed_groups', {
  id: identityId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  /** CSS colour of the group's badge, e.g. '#3f8cff'. */
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * Publication tags. A slug of the contract's FEED_NOTICE_TYPES also chooses which notification
 * setting a new publication's notice obeys.
 */
export const feedTags = pgTable('feed_tags', {
  id: identityId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Where a publication lives: 'feed', or 'topic' (community discussions). */
export const publicateSections = pgTable('publicate_sections', {
  id: identityId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
});

/** Wiki categories; publications point at one through publications.wiki_page_id. */
export const wikiPages = pgTable('wiki_pages', {
  id: identityId(),
  title: text('title').notNull(),
  /** The English title; empty: English readers get the Russian one. */
  titleEn: text('title_en').notNull().default(''),
  text: text('text').notNull().default(''),
  /** The English card text; empty: English readers get the Russian one. */
  textEn: text('text_en').notNull().default(''),
  image: text('image'),
  /** Opening this category is logged (go-to-tab event). */
  logJump: boolean('log_jump').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Sections of a flow's programme page, in two lists (`part` 1 and 2). Lessons are publications
 * whose flow_program_page_id points here.
 */
export const flowProgramPages = pgTable(
  'flow_program_pages',
  {
    id: identityId(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A disabled section is greyed out and cannot be expanded. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    part: smallint('part').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('flow_program_pages_part_check', sql`${t.part} in (1, 2)`),
    index('flow_program_pages_flow_idx').on(t.flowId, t.part, t.sort),
  ],
);
