import type { FixListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestWithHeadStart } from '../../../shared/listing/api/head-start.ts';
import { fixListUrl, type FixParams } from './feed-urls.ts';

/** Loads the pinned publications. */
export function getFixList(params: FixParams, signal?: AbortSignal): Promise<FixListResponse> {
  return requestWithHeadStart<FixListResponse>(fixListUrl(params), signal);
}

/** The pinned list shown above the feed pages. */
export function fixListQueryOptions(params: FixParams) {
  return queryOptions({
    queryKey: ['publications', 'fix-list', params],
    queryFn: ({ signal }) => getFixList(params, signal),
    gcTime: 0,
  });
}

/** The pinned publications; disabled while searching (search blocks replace the lists). */
export function useFixList(params: FixParams, enabled: boolean) {
  return useQuery({ ...fixListQueryOptions(params), enabled });
}
