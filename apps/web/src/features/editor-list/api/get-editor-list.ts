import { api, withQuery, type EditorListResponse } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import type { EditorFilters } from '../lib/filters-state.ts';
import { VISIBLE_PAGE_COUNT } from '../lib/pagination.ts';
import { tabQuery, type EditorTab } from '../lib/tabs.ts';

/** What the list shows: tab, applied filters, search text and page. */
export interface EditorListParams {
  tab: EditorTab;
  filters: EditorFilters;
  search: string;
  page: number;
}

/** The list query string of spec 02 §7 (repeated keys for the id lists). */
export function editorListPath(params: EditorListParams): string {
  const { filters } = params;
  return withQuery(api.editorPublicationList, {
    page: params.page,
    visible_page_count: VISIBLE_PAGE_COUNT,
    full_text_search: params.search.trim(),
    ...tabQuery(params.tab),
    start_date: filters.start_date,
    end_date: filters.end_date,
    flows: filters.flows,
    feed_group: filters.feed_group,
    feed_tags: filters.feed_tags,
    section: filters.section,
  });
}

/** GET /api/v1/publication-editor/publication/list/ (staff only). */
export function getEditorList(
  params: EditorListParams,
  signal?: AbortSignal,
): Promise<EditorListResponse> {
  return apiRequest<EditorListResponse>(apiUrl(editorListPath(params)), { signal });
}

/** The list's cache entries all start with ['editor', 'list'], so copy and delete refresh them. */
export const editorListKey = ['editor', 'list'] as const;

export function editorListQueryOptions(params: EditorListParams) {
  return queryOptions({
    queryKey: [...editorListKey, params],
    queryFn: ({ signal }) => getEditorList(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the editor list; the previous page stays on screen while the next loads. */
export function useEditorList(params: EditorListParams) {
  return useQuery(editorListQueryOptions(params));
}
