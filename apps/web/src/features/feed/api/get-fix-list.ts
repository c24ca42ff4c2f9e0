import { api, withQuery, type FixListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import type { FeedParams } from './feed-params.ts';

type FixParams = Pick<FeedParams, 'feedGroup' | 'tags' | 'flows'>;

/** Loads the pinned publications (GET /api/v1/publication/feed/fix-list/). */
export function getFixList(params: FixParams, signal?: AbortSignal): Promise<FixListResponse> {
  const url = withQuery(api.feedFixList, {
    feed_group: params.feedGroup,
    feed_tags: params.tags,
    flows: params.flows,
  });
  return apiRequest<FixListResponse>(apiUrl(url), { signal });
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
