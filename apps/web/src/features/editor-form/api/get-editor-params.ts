import { api, type EditorParamsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** GET /api/v1/publication-editor/params/: the options of the editor's selects. */
export function getEditorParams(signal?: AbortSignal): Promise<EditorParamsResponse> {
  return apiRequest<EditorParamsResponse>(apiUrl(api.editorParams), { signal });
}

/** The same cache entry the editor list's filters read. */
export const editorParamsQueryOptions = queryOptions({
  queryKey: ['editor', 'params'],
  queryFn: ({ signal }) => getEditorParams(signal),
  staleTime: 5 * 60 * 1000,
});

/** Sections, groups, wiki pages, flows, programme pages, tags and languages. */
export function useEditorParams() {
  return useQuery(editorParamsQueryOptions);
}
