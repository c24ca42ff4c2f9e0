import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, oneOf, timestamptz } from './columns.ts';
import { publications } from './publications.ts';

/** nudge: a reminder to the audience that has not viewed the post (staff insights). */
export const SCHEDULE_EVENTS = ['activation', 'deactivation', 'pin', 'unpin', 'nudge'] as const;
export type ScheduleEvent = (typeof SCHEDULE_EVENTS)[number];

/** pending → done (applied), skipped (nothing to do in the post's state) or failed (see error). */
export const SCHEDULE_STATES = ['pending', 'done', 'skipped', 'failed'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/**
 * Actions planned on a publication. The worker claims due pending items (state, event_date) with
 * FOR UPDATE SKIP LOCKED and records when each ran and how many users it notified.
 */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: identityId(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    event: text('event', { enum: SCHEDULE_EVENTS }).notNull(),
    eventDate: timestamptz('event_date').notNull(),
    state: text('state', { enum: SCHEDULE_STATES }).notNull().default('pending'),
    executedAt: timestamptz('executed_at'),
    notifiedCount: integer('notified_count'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('schedule_items_event_check', oneOf(t.event, SCHEDULE_EVENTS)),
    check('schedule_items_state_check', oneOf(t.state, SCHEDULE_STATES)),
    index('schedule_items_due_idx').on(t.state, t.eventDate),
    index('schedule_items_publication_idx').on(t.publicationId, t.eventDate),
  ],
);
