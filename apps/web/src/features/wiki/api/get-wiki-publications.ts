import { api, withQuery, type WikiListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import type { WikiParams } from './wiki-params.ts';

type ListParams = Pick<WikiParams, 'wikiPageId' | 'tags'>;

/** Loads one page of a wiki category's publications (GET publication/wiki/list/{wiki id}/). */
export function getWikiPublications(
  params: ListParams,
  page: number,
  signal?: AbortSignal,
): Promise<WikiListResponse> {
  const url = withQuery(api.wikiPublicationList(params.wikiPageId), {
    page,
    feed_tags: params.tags,
  });
  return apiRequest<WikiListResponse>(apiUrl(url), { signal });
}

/**
 * The category's pages from page 1, appended as they load; dropped as soon as no screen shows
 * them, so another category or other tags start again from page 1.
 */
export function wikiPublicationsQueryOptions({ wikiPageId, tags }: ListParams) {
  const params: ListParams = { wikiPageId, tags };
  return infiniteQueryOptions({
    queryKey: ['publications', 'wiki', params],
    queryFn: ({ pageParam, signal }) => getWikiPublications(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.has_next ? (last.pagination.next_page_number ?? undefined) : undefined,
    gcTime: 0,
  });
}

/** The publications of a wiki category; disabled while searching (search blocks replace them). */
export function useWikiPublications(params: ListParams, enabled: boolean) {
  return useInfiniteQuery({ ...wikiPublicationsQueryOptions(params), enabled });
}
