import { endpoints, type LessonListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { programmeKeys, progressFreshness } from './programme-keys.ts';

/** A section's lessons (GET /publication/program-flow/list/{flow pk}/{section pk}/). */
export function getLessons(
  flowId: number,
  sectionId: number,
  signal?: AbortSignal,
): Promise<LessonListResponse> {
  return callApi(endpoints.programFlowLessonList, { params: { flowId, sectionId }, signal });
}

export function lessonsQueryOptions(flowId: number, sectionId: number) {
  return queryOptions({
    queryKey: programmeKeys.lessons(flowId, sectionId),
    queryFn: ({ signal }) => getLessons(flowId, sectionId, signal),
    ...progressFreshness,
  });
}

/**
 * The lessons of a section. Its panel mounts this on the first expand and keeps it mounted while
 * collapsed, so collapsing and expanding again does not call the server a second time.
 */
export function useLessons(flowId: number, sectionId: number) {
  return useQuery(lessonsQueryOptions(flowId, sectionId));
}
