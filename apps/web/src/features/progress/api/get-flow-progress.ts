import { endpoints, type FlowProgressResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, routeApiError } from '../../../shared/lib/api-client.ts';
import { callApi } from '../../../shared/lib/call-api.ts';
import { progressKeys, type ProgressPageParams } from './progress-keys.ts';

/** The first page of the whole list: what the sections and the flow's name are read from. */
export const FIRST_PAGE: ProgressPageParams = { page: 1, search: '' };

/**
 * GET /api/v1/publication-editor/flow-progress/{flowId}/?page&search: the flow, its sections'
 * spreads and one page of its clients, lowest progress first. An unknown flow (404) and a
 * refused search (400) are told on the page, where the picker stays; 401 and 403 go to their
 * screens as usual.
 */
export async function getFlowProgress(
  flowId: number,
  params: ProgressPageParams,
  signal?: AbortSignal,
): Promise<FlowProgressResponse> {
  try {
    return await callApi(endpoints.flowProgress, {
      params: { flowId },
      // The first page and an empty search are the server's defaults: not sent.
      query: { page: params.page === 1 ? undefined : params.page, search: params.search },
      signal,
      handleErrors: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 404) routeApiError(error.status);
    throw error;
  }
}

export function flowProgressQueryOptions(flowId: number, params: ProgressPageParams) {
  return queryOptions({
    queryKey: progressKeys.page(flowId, params),
    queryFn: ({ signal }) => getFlowProgress(flowId, params, signal),
    // Progress moves slowly; a minute-old answer is good enough to page back and forth.
    staleTime: 60_000,
  });
}

/** The flow's figures: the first page without a search (its name and sections are read from it). */
export function useFlowProgress(flowId: number) {
  return useQuery(flowProgressQueryOptions(flowId, FIRST_PAGE));
}

/** A page of the client list; the previous page stays on screen while the next one loads. */
export function useProgressClients(flowId: number, params: ProgressPageParams) {
  return useQuery({
    ...flowProgressQueryOptions(flowId, params),
    placeholderData: keepPreviousData,
  });
}
