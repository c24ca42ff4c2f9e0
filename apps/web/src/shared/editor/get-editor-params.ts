import { endpoints, type EditorParamsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/call-api.ts';
import { editorKeys } from './editor-keys.ts';

/** GET /api/v1/publication-editor/params/: the options of the editor's selects and filters. */
export function getEditorParams(signal?: AbortSignal): Promise<EditorParamsResponse> {
  return callApi(endpoints.editorParams, { signal });
}

/** One cache entry for the editor form's selects and the editor list's filters. */
export const editorParamsQueryOptions = queryOptions({
  queryKey: editorKeys.params,
  queryFn: ({ signal }) => getEditorParams(signal),
  staleTime: 5 * 60 * 1000,
});

/** Sections, groups, wiki pages, flows, programme pages, tags and languages. */
export function useEditorParams() {
  return useQuery(editorParamsQueryOptions);
}
