import { z } from 'zod';
import { isScheduleDate } from './moscow-minute.ts';

// ---------------------------------------------------------------------------------------------
// Schedule of a publication (spec 02 §2 "Schedule screen", §3 "Schedule item", §7, §9; DESIGN §4
// "Schedule"). Staff only: 401 without a token, 403 for a non-staff user, 404 for an unknown
// publication.
// ---------------------------------------------------------------------------------------------

/**
 * activation 'Опубликовать', deactivation 'Деактивировать', pin 'Закрепить пост', unpin 'Открепить
 * пост'; nudge 'Напомнить' (our addition): remind the audience that has not viewed the post.
 */
export const SCHEDULE_EVENTS = ['activation', 'deactivation', 'pin', 'unpin', 'nudge'] as const;
export type ScheduleEvent = (typeof SCHEDULE_EVENTS)[number];

/** pending: waits for its time; done: applied; skipped: nothing to do in the post's state; failed: see error. */
export const SCHEDULE_STATES = ['pending', 'done', 'skipped', 'failed'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

/** Most rows (pending items) of one publication's schedule: one per event (spec 02 §5, §9). */
export const SCHEDULE_MAX_ITEMS = SCHEDULE_EVENTS.length;

export const ScheduleEventSchema = z.enum(SCHEDULE_EVENTS, {
  error: `Must be one of: ${SCHEDULE_EVENTS.join(', ')}.`,
});

/** A date and time in Moscow time, `YYYY-MM-DDTHH:mm`; a past or present minute is due at once. */
export const ScheduleDateSchema = z
  .string({ error: 'Enter a date and time as YYYY-MM-DDTHH:mm.' })
  .refine(isScheduleDate, 'Enter a valid date and time as YYYY-MM-DDTHH:mm (Moscow time).');

// ---------------------------------------------------------------------------------------------
// POST /api/v1/publication-editor/schedule-item/sync/{id}/
// ---------------------------------------------------------------------------------------------

/**
 * One row of the sync body. `pk` (optional) names a pending item of this publication to keep
 * (it is updated in place and keeps its pk); any other pk is ignored and the row is created anew.
 */
export const ScheduleItemInputSchema = z.object({
  pk: z.number().int().positive().nullish(),
  event: ScheduleEventSchema,
  event_date: ScheduleDateSchema,
});
export type ScheduleItemInput = z.output<typeof ScheduleItemInputSchema>;

/**
 * The sync body: the whole pending schedule of the post (JSON array, 0 to 5 rows, each event at
 * most once). It replaces every pending item; executed items (done/skipped/failed) stay as
 * history. 400 field errors: `"<row>.<field>"` keys (e.g. `"1.event_date"`) for one row,
 * `non_field_errors` for the list (too many rows, a repeated event, not an array).
 * Answers 200 with the new schedule (ScheduleListSchema).
 */
export const ScheduleSyncBodySchema = z
  .array(ScheduleItemInputSchema, { error: 'Expected a list of schedule items.' })
  .max(SCHEDULE_MAX_ITEMS, `At most ${SCHEDULE_MAX_ITEMS} schedule items are allowed.`)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const row of rows) {
      if (seen.has(row.event)) {
        ctx.addIssue({
          code: 'custom',
          message: `Each action may appear only once: "${row.event}" is repeated.`,
        });
        return;
      }
      seen.add(row.event);
    }
  });
export type ScheduleSyncBody = z.output<typeof ScheduleSyncBodySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/v1/publication-editor/schedule-item/list/{id}/
// ---------------------------------------------------------------------------------------------

/** `?history=1` adds the executed items (done, skipped, failed) after the pending ones. */
export const ScheduleListQuery = z.object({
  history: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type ScheduleListQuery = z.output<typeof ScheduleListQuery>;

/** A schedule item as staff see it; `id` repeats `pk` (spec 02 §7 says id, §3 says pk). */
export const ScheduleItemSchema = z.object({
  pk: z.number().int(),
  id: z.number().int(),
  event: ScheduleEventSchema,
  /** Moscow time, `YYYY-MM-DDTHH:mm`. */
  event_date: z.string(),
  state: z.enum(SCHEDULE_STATES),
  /** When the scheduler applied (or skipped, or failed) it: ISO 8601 UTC; null while pending. */
  executed_at: z.string().nullable(),
  /** Users sent an 'np' notice by an activation, or a 'nudge' notice by a nudge; null otherwise. */
  notified_count: z.number().int().nullable(),
  /** Why it failed, or why it was skipped; null otherwise. */
  error: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof ScheduleItemSchema>;

/**
 * The list answer: a JSON array. Without `history`, the pending items (what the schedule screen
 * edits), soonest first; with `history=1`, then the executed ones, most recent first.
 */
export const ScheduleListSchema = z.array(ScheduleItemSchema);
export type ScheduleList = z.infer<typeof ScheduleListSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/v1/publication-editor/schedule-item/now/{id}/ (our addition: the editor's Publish
// now and Unpublish).
// ---------------------------------------------------------------------------------------------

/** What the editor can do at once: publish ('activation') or unpublish ('deactivation'). */
export const SCHEDULE_NOW_EVENTS = ['activation', 'deactivation'] as const;
export type ScheduleNowEvent = (typeof SCHEDULE_NOW_EVENTS)[number];

/**
 * The body. The action is planned for the current moment through the schedule, not applied by
 * the call: the post's pending item of that event (if any) is moved to now, else one is added;
 * the worker then applies it exactly once (an activation with its np notices). Answers 202 with
 * the pending item (ScheduleItemSchema); 409 `already_published` (activation of a published
 * post) or `not_published` (deactivation of a post that is not published).
 */
export const ScheduleNowBodySchema = z.object({
  event: z.enum(SCHEDULE_NOW_EVENTS, {
    error: `Must be one of: ${SCHEDULE_NOW_EVENTS.join(', ')}.`,
  }),
});
export type ScheduleNowBody = z.output<typeof ScheduleNowBodySchema>;
