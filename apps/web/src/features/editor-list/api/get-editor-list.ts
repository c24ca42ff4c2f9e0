import { endpoints, type EditorListResponse, type EndpointQuery } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import type { EditorListState } from '../lib/list-url.ts';
import { VISIBLE_PAGE_COUNT } from '../lib/pagination.ts';
import { tabQuery } from '../lib/tabs.ts';

/** The list is asked again this often while the page is visible (the scheduler changes statuses). */
export const EDITOR_LIST_POLL_MS = 15_000;

/** The list query of spec 02 §7 (repeated keys for the id lists) and the ordering. */
export function editorListQuery(params: EditorListState): EndpointQuery<'editorPublicationList'> {
  const { filters } = params;
  return {
    page: params.page,
    visible_page_count: VISIBLE_PAGE_COUNT,
    full_text_search: params.search.trim(),
    ...tabQuery(params.tab),
    start_date: filters.start_date,
    end_date: filters.end_date,
    flows: [...filters.flows],
    feed_group: [...filters.feed_group],
    feed_tags: [...filters.feed_tags],
    section: [...filters.section],
    // The default order is the server's default: not sent.
    ordering: params.ordering === '-created' ? undefined : params.ordering,
  };
}

/** GET /api/v1/publication-editor/publication/list/ (staff only). */
export function getEditorList(
  params: EditorListState,
  signal?: AbortSignal,
): Promise<EditorListResponse> {
  return callApi(endpoints.editorPublicationList, { query: editorListQuery(params), signal });
}

/**
 * One page of the list. Statuses change without the editor (the scheduler publishes and pins),
 * so the page is never fresh for long: it is asked again on mount, on window focus and every
 * EDITOR_LIST_POLL_MS while the page is visible (TanStack Query pauses the poll in the background).
 */
export function editorListQueryOptions(params: EditorListState) {
  return queryOptions({
    queryKey: editorKeys.listPage(params),
    queryFn: ({ signal }) => getEditorList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: EDITOR_LIST_POLL_MS,
  });
}

/** One page of the editor list; the previous page stays on screen while the next loads. */
export function useEditorList(params: EditorListState) {
  return useQuery(editorListQueryOptions(params));
}
