import { endpoints, type EditorPublication } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';

/** GET /api/v1/publication-editor/publication/retrive/{id}/ (any status; 404 goes to /404). */
export function getEditorPublication(id: number, signal?: AbortSignal): Promise<EditorPublication> {
  return callApi(endpoints.editorPublicationRetrive, { params: { id }, signal });
}

export function editorPublicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: editorKeys.publication(id),
    queryFn: ({ signal }) => getEditorPublication(id, signal),
    // The form copies the answer once; a refetch must not overwrite what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The publication being edited; disabled (never loads) when `id` is null (create mode). */
export function useEditorPublication(id: number | null) {
  return useQuery({ ...editorPublicationQueryOptions(id ?? 0), enabled: id !== null });
}
