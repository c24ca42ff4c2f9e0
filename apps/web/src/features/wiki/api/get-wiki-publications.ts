import { endpoints, type WikiListResponse } from '@app/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/lib/call-api.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { listPagesOptions } from '../../../shared/listing/api/list-pages-options.ts';
import type { WikiParams } from './wiki-params.ts';

type ListParams = Pick<WikiParams, 'wikiPageId' | 'tags'>;

/** Loads one page of a wiki category's publications (GET publication/wiki/list/{wiki id}/). */
export function getWikiPublications(
  params: ListParams,
  page: number,
  signal?: AbortSignal,
): Promise<WikiListResponse> {
  return callApi(endpoints.wikiPublicationList, {
    params: { id: params.wikiPageId },
    query: { page, feed_tags: params.tags },
    signal,
  });
}

/**
 * The category's pages from page 1, appended as they load, per visit (`visit`: the history
 * entry): a new visit, category or tags start again from page 1, Back finds the pages loaded.
 */
export function wikiPublicationsQueryOptions({ wikiPageId, tags }: ListParams, visit: string) {
  const params: ListParams = { wikiPageId, tags };
  return listPagesOptions(publicationKeys.list('wiki', params, visit), (page, signal) =>
    getWikiPublications(params, page, signal),
  );
}

/** The publications of a wiki category; disabled while searching (search blocks replace them). */
export function useWikiPublications(params: ListParams, visit: string, enabled: boolean) {
  return useInfiniteQuery({ ...wikiPublicationsQueryOptions(params, visit), enabled });
}
