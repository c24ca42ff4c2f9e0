import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns.ts';
import { users } from './users.ts';

/** What the SPA logs: tab opens, clicks on files, videos and audio, jumps into a wiki category. */
export const EVENT_TYPES = [
  'open_spa_tab',
  'click_file',
  'click_video',
  'click_audio',
  'wiki_go_to_tab',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Append-only log of user events; the payload is the request body as received. */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type', { enum: EVENT_TYPES }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('event_log_event_type_check', oneOf(t.eventType, EVENT_TYPES)),
    index('event_log_type_created_idx').on(t.eventType, t.createdAt),
    // Who clicked a publication's files, videos or audio (its reach).
    index('event_log_publication_clicks_idx')
      .on(sql`(${t.payload} ->> 'publication')`, t.userId)
      .where(sql`${t.eventType} in ('click_file', 'click_video', 'click_audio')`),
  ],
);
