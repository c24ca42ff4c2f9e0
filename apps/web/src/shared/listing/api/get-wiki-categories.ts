import { endpoints, type WikiCategoryListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { wikiKeys } from '../../lib/query-keys.ts';

/** Loads the wiki categories with the caller's visible publication counts (GET wiki/page/list/). */
export function getWikiCategories(signal?: AbortSignal): Promise<WikiCategoryListResponse> {
  return callApi(endpoints.wikiPageList, { signal });
}

/** The category list (knowledge base, reader filters); refetched on each visit for the counts. */
export const wikiCategoriesQueryOptions = queryOptions({
  queryKey: wikiKeys.categories,
  queryFn: ({ signal }) => getWikiCategories(signal),
});

/** The wiki categories in display order. */
export function useWikiCategories() {
  return useQuery(wikiCategoriesQueryOptions);
}
