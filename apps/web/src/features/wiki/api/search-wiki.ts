import { endpoints, type FeedListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { LIST_PLACE_GC_TIME_MS } from '../../../shared/listing/use-list-place.ts';
import type { WikiParams } from './wiki-params.ts';

type SearchParams = Pick<WikiParams, 'tags' | 'search'>;

/**
 * The wiki page's search: the general search of the feed list (spec 02 §2: "a general search is
 * used instead of the wiki list"), over every group the caller may read, answered in blocks.
 */
export function searchWiki(params: SearchParams, signal?: AbortSignal): Promise<FeedListResponse> {
  const query = { page: 1, feed_tags: params.tags, full_text_search: params.search };
  return callApi(endpoints.feedList, { query, signal });
}

/** The search blocks for `params`, per visit like the wiki page's list. */
export function wikiSearchQueryOptions({ tags, search }: SearchParams, visit: string) {
  const params: SearchParams = { tags, search };
  return queryOptions({
    queryKey: publicationKeys.list('wiki-search', params, visit),
    queryFn: ({ signal }) => searchWiki(params, signal),
    gcTime: LIST_PLACE_GC_TIME_MS,
  });
}

/** The search answer; runs only with a search text. */
export function useWikiSearch(params: SearchParams, visit: string) {
  return useQuery({ ...wikiSearchQueryOptions(params, visit), enabled: params.search !== '' });
}
