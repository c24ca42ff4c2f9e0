import { endpoints, type FixListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { callWithHeadStart } from '../../../shared/listing/api/head-start.ts';
import { LIST_PLACE_GC_TIME_MS } from '../../../shared/listing/use-list-place.ts';
import { fixListQuery, type FixParams } from './feed-urls.ts';

/** Loads the pinned publications. */
export function getFixList(params: FixParams, signal?: AbortSignal): Promise<FixListResponse> {
  return callWithHeadStart(endpoints.feedFixList, { query: fixListQuery(params), signal });
}

/** The pinned list shown above the feed pages, per visit like the pages. */
export function fixListQueryOptions(params: FixParams, visit: string) {
  return queryOptions({
    queryKey: publicationKeys.list('fix-list', params, visit),
    queryFn: ({ signal }) => getFixList(params, signal),
    gcTime: LIST_PLACE_GC_TIME_MS,
  });
}

/** The pinned publications; disabled while searching (search blocks replace the lists). */
export function useFixList(params: FixParams, visit: string, enabled: boolean) {
  return useQuery({ ...fixListQueryOptions(params, visit), enabled });
}
