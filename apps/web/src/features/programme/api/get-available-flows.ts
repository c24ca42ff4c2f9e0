import { api, type AvailableFlowListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { programmeKeys } from './programme-keys.ts';

/** The caller's flows, the current one last (GET /api/v1/users/available-flow/list/). */
export function getAvailableFlows(signal?: AbortSignal): Promise<AvailableFlowListResponse> {
  return apiRequest<AvailableFlowListResponse>(apiUrl(api.availableFlowList), { signal });
}

export const availableFlowsQueryOptions = queryOptions({
  queryKey: programmeKeys.flows(),
  queryFn: ({ signal }) => getAvailableFlows(signal),
});

/** The flows the programme page can show. */
export function useAvailableFlows() {
  return useQuery(availableFlowsQueryOptions);
}
