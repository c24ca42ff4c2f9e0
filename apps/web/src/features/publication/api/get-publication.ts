import { endpoints, type Publication } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';

/** GET /api/v1/publication/retrive/{id}/ (404 sends the app to /404 through the api client). */
export function getPublication(id: number, signal?: AbortSignal): Promise<Publication> {
  return callApi(endpoints.publicationRetrive, { params: { id }, signal });
}

/** The detail's cache entry; its key starts with 'publications' so engagement toggles patch it. */
export function publicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: publicationKeys.detail(id),
    queryFn: ({ signal }) => getPublication(id, signal),
  });
}

/** The publication `id`, loaded once and kept in sync by the engagement toggles. */
export function usePublication(id: number) {
  return useQuery(publicationQueryOptions(id));
}
