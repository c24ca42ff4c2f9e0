import type {
  AvailableFlowListResponse,
  FlowProgramResponse,
  LessonListResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import type { Viewer } from '../publications/viewer.ts';
import { canOpenProgramme, canOpenSection, viewerInFlow } from './programme-policy.ts';
import {
  findAvailableFlows,
  findLessons,
  findMembership,
  findSection,
  findSectionProgress,
  type Membership,
} from './programme-repo.ts';

function requireProgrammeReader(viewer: Viewer): void {
  if (!canOpenProgramme(viewer)) {
    throw new HttpError(403, 'The programme is not available to staff.', 'permission_denied');
  }
}

/** The viewer's membership of the flow. @throws HttpError 404 when it is not one of theirs. */
async function requireMembership(db: Db, viewer: Viewer, flowId: number): Promise<Membership> {
  const membership = await findMembership(db, viewer.id, flowId);
  if (!membership) throw notFound();
  return membership;
}

/** The viewer's flows, the current one last (the SPA selects the last). 403 for staff. */
export async function getAvailableFlows(
  db: Db,
  viewer: Viewer,
): Promise<AvailableFlowListResponse> {
  requireProgrammeReader(viewer);
  return findAvailableFlows(db, viewer.id, viewer.flowId);
}

/** The flow's sections with the viewer's progress. 403 for staff, 404 for another's flow. */
export async function getFlowProgram(
  db: Db,
  viewer: Viewer,
  flowId: number,
): Promise<FlowProgramResponse> {
  requireProgrammeReader(viewer);
  const membership = await requireMembership(db, viewer, flowId);
  const rows = await findSectionProgress(db, viewer.id, flowId, viewerInFlow(viewer, membership));
  return {
    flow: { pk: membership.flowId, name: membership.name },
    flow_program_page: rows.map((row) => ({
      pk: row.id,
      title: row.title,
      description: row.description,
      is_enabled: row.is_enabled,
      percent_viewed: row.percent_viewed,
      part: row.part,
      lessons_count: row.lessons_count,
    })),
    procent_passed: rows[0]?.procent_passed ?? 0,
  };
}

/**
 * A section's lessons with the viewer's views. 403 for staff; 404 for another's flow or a
 * section of another flow; 403 `section_locked` for a disabled section.
 */
export async function getLessons(
  db: Db,
  viewer: Viewer,
  flowId: number,
  sectionId: number,
): Promise<LessonListResponse> {
  requireProgrammeReader(viewer);
  const membership = await requireMembership(db, viewer, flowId);
  const section = await findSection(db, flowId, sectionId);
  if (!section) throw notFound();
  if (!canOpenSection(section)) {
    throw new HttpError(403, 'This section is locked.', 'section_locked');
  }
  const rows = await findLessons(db, viewer.id, section.id, viewerInFlow(viewer, membership));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    active: true,
    read_time: row.read_time,
    i_view: row.i_view,
    videos: row.videos,
  }));
}
