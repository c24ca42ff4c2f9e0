import { z } from 'zod';
import { pageParam } from './input-parsers.ts';

// ---------------------------------------------------------------------------------------------
// Staff insights (our addition to the spec): who a post reached, and a reminder to those it did
// not. Staff only: 401 without a token, 403 for clients and moderators, 404 for an unknown post.
// ---------------------------------------------------------------------------------------------

/** Not-viewed users per page of the reach answer. */
export const REACH_PAGE_SIZE = 20;
/** Most days the reach chart covers: the latest ones, when the post is older. */
export const REACH_MAX_DAYS = 366;
/** A user gets at most one reminder of one post within this time. */
export const NUDGE_REPEAT_HOURS = 24;
/** Longest name search of the not-viewed list. */
export const REACH_SEARCH_MAX_LENGTH = 100;

/** `?page&search`: the page of the not-viewed list, and a part of a name to narrow it. */
export const ReachQuery = z.object({
  page: pageParam,
  search: z
    .string()
    .trim()
    .max(REACH_SEARCH_MAX_LENGTH, `At most ${REACH_SEARCH_MAX_LENGTH} characters.`)
    .default(''),
});
export type ReachQuery = z.output<typeof ReachQuery>;

/** One Moscow day of the post's life: users who first viewed it, likes and comments that day. */
export const ReachDaySchema = z.object({
  /** Moscow date, `YYYY-MM-DD`. */
  date: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
});
export type ReachDay = z.infer<typeof ReachDaySchema>;

/** A user of the audience who has not viewed the post. */
export const ReachUserSchema = z.object({
  pk: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** '' means the bundled default avatar. */
  avatar_url: z.string(),
  /** The user's current flow; '' without one. */
  flow_title: z.string(),
});
export type ReachUser = z.infer<typeof ReachUserSchema>;

/**
 * GET /api/v1/publication-editor/publication/reach/{id}/. The audience is every user who may read
 * the post once it is published (the feed's rules and the np notice's: flows, the paid group,
 * community hidden from green and UAE flows, lessons for their flow's members, no staff, no
 * users without content access); every other figure counts users of the audience: any view
 * (the post or one of its videos), viewed fully (i_view 100), a like, a comment, a favorite, a
 * click on a file, video or audio.
 */
export const ReachResponseSchema = z.object({
  audience: z.number().int(),
  viewed: z.number().int(),
  viewed_fully: z.number().int(),
  liked: z.number().int(),
  commented: z.number().int(),
  favorited: z.number().int(),
  clicked: z.number().int(),
  /** From the release date (Moscow) to today, at most REACH_MAX_DAYS; [] before release. */
  by_day: z.array(ReachDaySchema),
  /** Users of the audience without a view, by last and first name; `search` narrows them. */
  not_viewed: z.object({
    count: z.number().int(),
    results: z.array(ReachUserSchema),
    next_page_number: z.number().int().nullable(),
  }),
});
export type ReachResponse = z.infer<typeof ReachResponseSchema>;

/**
 * POST /api/v1/publication-editor/publication/nudge/{id}/ answer: `notified` users got a 'nudge'
 * notice (audience, no view yet, the post's notice setting on); `skipped` would have, but got
 * one within NUDGE_REPEAT_HOURS. 409 `not_published` for a post that is not published.
 */
export const NudgeResponseSchema = z.object({
  notified: z.number().int(),
  skipped: z.number().int(),
});
export type NudgeResponse = z.infer<typeof NudgeResponseSchema>;

/**
 * The not-viewed list of the reach, whole, as CSV (GET …/publication/reach/{id}/csv/?search):
 * UTF-8 with a byte order mark (spreadsheet programs then read Cyrillic right), a header row,
 * one user per row. The answer of every CSV call is its text.
 */
export const CsvSchema = z.string();

/** `?search`: a part of a name, as in ReachQuery. */
export const CsvSearchQuery = ReachQuery.pick({ search: true });
export type CsvSearchQuery = z.output<typeof CsvSearchQuery>;

/** A post's reach in the editor list: users of its audience with a view, of all of them. */
export const ListReachSchema = z.object({
  viewed: z.number().int(),
  audience: z.number().int(),
});
export type ListReach = z.infer<typeof ListReachSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/v1/publication-editor/flow-progress/{flowId}/: how the flow's clients advance.
// ---------------------------------------------------------------------------------------------

/** Clients per page of the flow progress answer. */
export const PROGRESS_PAGE_SIZE = 20;
/** The histogram's buckets: 0–9 %, 10–19 %, …, 90–100 %. */
export const PROGRESS_BUCKETS = 10;

/** `?page&search`. */
export const FlowProgressQuery = ReachQuery;
export type FlowProgressQuery = z.output<typeof FlowProgressQuery>;

/** One programme section with how far the flow's clients got in it. */
export const ProgressSectionSchema = z.object({
  pk: z.number().int(),
  title: z.string(),
  part: z.number().int(),
  is_enabled: z.boolean(),
  lessons_count: z.number().int(),
  /** Clients per bucket of percent_viewed (PROGRESS_BUCKETS of them, 100 % in the last). */
  histogram: z.array(z.number().int()),
  /** The clients' average percent_viewed, rounded. */
  average: z.number().int(),
});
export type ProgressSection = z.infer<typeof ProgressSectionSchema>;

/** A client of the flow with their overall progress (the programme screen's procent_passed). */
export const ProgressClientSchema = z.object({
  pk: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** '' means the bundled default avatar. */
  avatar_url: z.string(),
  procent_passed: z.number().int(),
});
export type ProgressClient = z.infer<typeof ProgressClientSchema>;

/**
 * The flow's programme as its clients (members who are not staff and have content access)
 * advance through it, by the programme screen's rules: a lesson's i_view, a section's average of
 * its lessons, procent_passed over the enabled sections. Clients lowest progress first, then by
 * name. 404 for an unknown flow.
 */
export const FlowProgressResponseSchema = z.object({
  flow: z.object({ pk: z.number().int(), name: z.string() }),
  sections: z.array(ProgressSectionSchema),
  clients: z.object({
    count: z.number().int(),
    results: z.array(ProgressClientSchema),
    next_page_number: z.number().int().nullable(),
  }),
});
export type FlowProgressResponse = z.infer<typeof FlowProgressResponseSchema>;
