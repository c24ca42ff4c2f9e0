import { endpoints, type Language } from '@app/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { endpointUrl } from '../../../shared/lib/call-api.ts';
import { startHeadStart } from '../../../shared/listing/api/head-start.ts';
import { DEFAULT_FEED_GROUP, initialFeedParams } from './feed-params.ts';
import { feedUrl, fixListUrl } from './feed-urls.ts';

let started = false;

/** The page's language so far (the session may switch it once the user is known). */
function currentLanguage(): Language {
  return document.documentElement.lang === 'en' ? 'en' : 'ru';
}

/**
 * The feed route's loader: on the page load's first visit of a feed, starts its four first
 * requests (page 1, pinned posts, groups and flows, tags) at once, in parallel with the session
 * gate's token refresh and user request instead of after them. Renders nothing and waits for
 * nothing (the screen's queries take the answers); later visits load as usual. While the
 * answers travel, the idle main thread builds the cards' date formatter (its time-zone data
 * costs a long task otherwise paid in the middle of rendering the list).
 */
export function feedLoader({ params }: LoaderFunctionArgs): null {
  if (started) return null;
  started = true;
  const feedParams = initialFeedParams(params.feed_groops ?? DEFAULT_FEED_GROUP);
  startHeadStart([
    feedUrl(feedParams, 1),
    fixListUrl(feedParams),
    endpointUrl(endpoints.feedFilters, {}),
    endpointUrl(endpoints.feedTagList, {}),
  ]);
  // The cards' module, fetched now anyway: loaded here, it stays out of the app's entry.
  const warmUp = () =>
    void import('../../../shared/lib/dates.ts').then(({ formatMoscowDate }) =>
      formatMoscowDate(new Date(), currentLanguage(), 'date'),
    );
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(warmUp);
  else setTimeout(warmUp, 0);
  return null;
}
