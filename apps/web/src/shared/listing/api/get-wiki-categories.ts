import { api, type WikiCategoryListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { apiUrl } from '../../lib/runtime-config.ts';

/** Loads the wiki categories with the caller's visible publication counts (GET wiki/page/list/). */
export function getWikiCategories(signal?: AbortSignal): Promise<WikiCategoryListResponse> {
  return apiRequest<WikiCategoryListResponse>(apiUrl(api.wikiPageList), { signal });
}

/** The category list (knowledge base, reader filters); refetched on each visit for the counts. */
export const wikiCategoriesQueryOptions = queryOptions({
  queryKey: ['wiki', 'categories'],
  queryFn: ({ signal }) => getWikiCategories(signal),
});

/** The wiki categories in display order. */
export function useWikiCategories() {
  return useQuery(wikiCategoriesQueryOptions);
}
