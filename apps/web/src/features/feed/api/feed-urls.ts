import { api, withQuery } from '@app/contract';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import type { FeedParams } from './feed-params.ts';

/* The feed's addresses, apart from the queries: the route loader (app entry) builds them too. */

export type FixParams = Pick<FeedParams, 'feedGroup' | 'tags' | 'flows'>;

/** The address of one feed page (GET /api/v1/publication/feed/list/). */
export function feedUrl(params: FeedParams, page: number): string {
  const url = withQuery(api.feedList, {
    page,
    feed_group: params.feedGroup,
    feed_tags: params.tags,
    flows: params.flows,
    ordering: params.ordering,
    full_text_search: params.search,
    ordering_group: params.search ? params.feedGroup : undefined,
  });
  return apiUrl(url);
}

/** The address of the pinned publications (GET /api/v1/publication/feed/fix-list/). */
export function fixListUrl(params: FixParams): string {
  const url = withQuery(api.feedFixList, {
    feed_group: params.feedGroup,
    feed_tags: params.tags,
    flows: params.flows,
  });
  return apiUrl(url);
}
