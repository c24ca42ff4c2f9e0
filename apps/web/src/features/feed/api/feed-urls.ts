import { endpoints, type EndpointQuery } from '@app/contract';
import { endpointUrl } from '../../../shared/lib/call-api.ts';
import type { FeedParams } from './feed-params.ts';

/* The feed's queries and addresses, apart from the cache: the route loader (app entry) uses them. */

export type FixParams = Pick<FeedParams, 'feedGroup' | 'tags' | 'flows'>;

/** The query of one feed page (GET /api/v1/publication/feed/list/). */
export function feedQuery(params: FeedParams, page: number): EndpointQuery<'feedList'> {
  return {
    page,
    feed_group: params.feedGroup,
    feed_tags: params.tags,
    flows: params.flows,
    ordering: params.ordering,
    full_text_search: params.search,
    ordering_group: params.search ? params.feedGroup : undefined,
  };
}

/** The query of the pinned publications (GET /api/v1/publication/feed/fix-list/). */
export function fixListQuery(params: FixParams): EndpointQuery<'feedFixList'> {
  return { feed_group: params.feedGroup, feed_tags: params.tags, flows: params.flows };
}

/** The address of one feed page, as its query asks it. */
export function feedUrl(params: FeedParams, page: number): string {
  return endpointUrl(endpoints.feedList, { query: feedQuery(params, page) });
}

/** The address of the pinned publications, as their query asks them. */
export function fixListUrl(params: FixParams): string {
  return endpointUrl(endpoints.feedFixList, { query: fixListQuery(params) });
}
