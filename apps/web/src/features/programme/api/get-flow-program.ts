import { endpoints, type FlowProgramResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { programmeKeys, progressFreshness } from './programme-keys.ts';

/** A flow's sections and the caller's progress (GET /api/v1/flow-program/page/list/{flowId}/). */
export function getFlowProgram(flowId: number, signal?: AbortSignal): Promise<FlowProgramResponse> {
  return callApi(endpoints.flowProgramPageList, { params: { flowId }, signal });
}

/** Reloaded whenever the page mounts or the window regains focus: progress moves elsewhere. */
export function flowProgramQueryOptions(flowId: number) {
  return queryOptions({
    queryKey: programmeKeys.pages(flowId),
    queryFn: ({ signal }) => getFlowProgram(flowId, signal),
    ...progressFreshness,
  });
}

/** The sections of `flowId` (no call while it is null). */
export function useFlowProgram(flowId: number | null) {
  return useQuery({ ...flowProgramQueryOptions(flowId ?? 0), enabled: flowId !== null });
}
