import { api, type EditorParamsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** GET /api/v1/publication-editor/params/: the options of the filters panel's lists. */
export function getEditorParams(signal?: AbortSignal): Promise<EditorParamsResponse> {
  return apiRequest<EditorParamsResponse>(apiUrl(api.editorParams), { signal });
}

export const editorParamsQueryOptions = queryOptions({
  queryKey: ['editor', 'params'],
  queryFn: ({ signal }) => getEditorParams(signal),
  staleTime: 5 * 60 * 1000,
});

/** Groups, flows, sections and tags to filter by, or undefined while they load. */
export function useEditorParams(): EditorParamsResponse | undefined {
  return useQuery(editorParamsQueryOptions).data;
}
