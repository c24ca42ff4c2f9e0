import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Programme (spec 01 §2 "Programme page", §3 programme entities, §4 "Section accordion",
// §7 "Programme"). Every call answers 403 `{detail, code: 'permission_denied'}` to staff: the
// page is not for them (spec 01 §6), and they have no progress.
//
// Progress (DESIGN §4 "Views and progress"), always the caller's own, computed in SQL:
// - a lesson's i_view follows the publication's rules: with several videos the rounded share
//   of videos the caller marked viewed, else 100 when the lesson (or its one video) is marked;
// - a section's percent_viewed is the average of its lessons' i_view, rounded half up
//   (0 without lessons);
// - the flow's procent_passed is the same average over every lesson of the ENABLED sections
//   (a locked section does not hold the bar back; 0 without lessons).
// Only lessons the caller may read in THAT flow count: published, for the flow (or for every
// flow), physical_rpp only when paid for in that flow.
// ---------------------------------------------------------------------------------------------

/** A positive integer path id (`{flowId}`, `{flow pk}`, `{section pk}`); anything else: 400. */
const pathId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'A valid integer is required.')
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, 'A valid integer is required.');

/** GET users/available-flow/list/ entry. */
export const AvailableFlowSchema = z.object({
  pk: z.number().int(),
  name: z.string(),
});
export type AvailableFlow = z.infer<typeof AvailableFlowSchema>;

/**
 * GET /api/v1/users/available-flow/list/: the caller's flows (user_flows), oldest first and the
 * current flow LAST, so the SPA's default (the last one) is the current flow. Empty when the
 * user has none.
 */
export const AvailableFlowListResponseSchema = z.array(AvailableFlowSchema);
export type AvailableFlowListResponse = z.infer<typeof AvailableFlowListResponseSchema>;

/** The two lists of the page, separated by a rule: 1 the main programme, 2 the extras below it. */
export type ProgrammePart = 1 | 2;

/** A section (spec 01 §3 "Section item"), one accordion of the page. */
export const FlowProgramPageSchema = z.object({
  pk: z.number().int(),
  title: z.string(),
  /** Short text under the title ('' when none). */
  description: z.string(),
  /** False: locked, greyed, cannot expand; its lessons answer 403. */
  is_enabled: z.boolean(),
  /** 0..100, the caller's progress over the section's lessons; 100 = complete (green border). */
  percent_viewed: z.number().int().min(0).max(100),
  /** Which list the section is in: 1 above the rule, 2 below it. */
  part: z.union([z.literal(1), z.literal(2)]),
  /** Lessons the caller may read in the section. */
  lessons_count: z.number().int().min(0),
});
export type FlowProgramPage = z.infer<typeof FlowProgramPageSchema>;

/**
 * GET /api/v1/flow-program/page/list/{flowId}/. Sections come in display order (part 1 first,
 * then by their sort). 404 for a flow that is not one of the caller's; 400 for a bad id.
 */
export const FlowProgramResponseSchema = z.object({
  /** The flow shown (its name is the page title). */
  flow: AvailableFlowSchema,
  flow_program_page: z.array(FlowProgramPageSchema),
  /** 0..100: the caller's progress over every lesson of the enabled sections. */
  procent_passed: z.number().int().min(0).max(100),
});
export type FlowProgramResponse = z.infer<typeof FlowProgramResponseSchema>;

/** A lesson's video (spec 01 §3 "Lesson"). */
export const LessonVideoSchema = z.object({
  /** The publication item's id (view-publication-item/create|delete/{pk}/). */
  pk: z.number().int(),
  video_name: z.string(),
  /** 'mm:ss' (the SPA shows minutes), or '' when unknown. */
  video_duration: z.string(),
  /** The caller marked this video viewed. */
  is_view: z.boolean(),
});
export type LessonVideo = z.infer<typeof LessonVideoSchema>;

/** A lesson: a published programme publication; `id` opens it (/publicate/{id}). */
export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Always true: only published lessons the caller may read are listed. */
  active: z.boolean(),
  /** Minutes. */
  read_time: z.number().int().min(0),
  /** 0..100 as the publication's i_view (100 = viewed). */
  i_view: z.number().int().min(0).max(100),
  videos: z.array(LessonVideoSchema),
});
export type Lesson = z.infer<typeof LessonSchema>;

/**
 * GET /publication/program-flow/list/{flow pk}/{section pk}/ (no /api/v1 prefix): the section's
 * lessons in the order they were created. 404 for a flow that is not the caller's, or a section
 * that is not that flow's; 403 `{code: 'section_locked'}` for a disabled section.
 */
export const LessonListResponseSchema = z.array(LessonSchema);
export type LessonListResponse = z.infer<typeof LessonListResponseSchema>;

/** `{flowId}` of flow-program/page/list/. */
export const FlowProgramParams = z.object({ flowId: pathId });
export type FlowProgramParams = z.output<typeof FlowProgramParams>;

/** `{flow pk}/{section pk}` of publication/program-flow/list/. */
export const LessonListParams = z.object({ flowId: pathId, sectionId: pathId });
export type LessonListParams = z.output<typeof LessonListParams>;
