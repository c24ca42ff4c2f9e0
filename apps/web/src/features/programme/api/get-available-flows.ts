import { endpoints, type AvailableFlowListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { programmeKeys } from './programme-keys.ts';

/** The caller's flows, the current one last (GET /api/v1/users/available-flow/list/). */
export function getAvailableFlows(signal?: AbortSignal): Promise<AvailableFlowListResponse> {
  return callApi(endpoints.availableFlowList, { signal });
}

export const availableFlowsQueryOptions = queryOptions({
  queryKey: programmeKeys.flows(),
  queryFn: ({ signal }) => getAvailableFlows(signal),
});

/** The flows the programme page can show. */
export function useAvailableFlows() {
  return useQuery(availableFlowsQueryOptions);
}
