import { canFilterByFlows } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { viewerFactsOf } from '../../../shared/lib/viewer-facts.ts';
import { feedFiltersQueryOptions } from '../../../shared/listing/api/get-feed-filters.ts';
import { feedTagsQueryOptions } from '../../../shared/listing/api/get-feed-tags.ts';
import { SearchBox } from '../../../shared/listing/search-box.tsx';
import { TagFilter } from '../../../shared/listing/tag-filter.tsx';
import { useListScroll, useVisitKey } from '../../../shared/listing/use-list-place.ts';
import { useReaderFilterPrefs } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import styles from '../../../shared/listing/listing-page.module.css';
import { DEFAULT_FEED_GROUP, type FeedParams } from '../api/feed-params.ts';
import { useFeedLists } from '../hooks/use-feed-lists.ts';
import { useFeedPlace } from '../hooks/use-feed-place.ts';
import { feedTagChoice } from '../lib/feed-tag-choice.ts';
import { FeedContent } from './feed-content.tsx';
import { GroupTabs } from './group-tabs.tsx';
import { PaidSection } from './paid-section.tsx';
import { StaffFilters } from './staff-filters.tsx';

/** The group only those who paid for it read; others are told so instead of an empty feed. */
const PAID_GROUP = 'physical_rpp';

/**
 * The feed of one group (/listnews/:feed_groops): tabs, search, tags, staff filters, then the
 * pinned posts and the pages (or search blocks). Tags the reader's filters hide are neither
 * offered nor shown. Back to the feed restores its filters, pages and scroll position.
 *
 * On opening, a spinner shows until the tabs, the tags and the first lists are all known; they
 * are then rendered in the background (a deferred render, which React splits into short tasks)
 * and appear in one paint: nothing pushes the list down later, no long task blocks the page.
 */
export function FeedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const feedGroup = useParams().feed_groops ?? DEFAULT_FEED_GROUP;
  const filtersQuery = useQuery(feedFiltersQueryOptions);
  const tagsQuery = useQuery(feedTagsQueryOptions);
  const filters = filtersQuery.data;
  const place = useFeedPlace();
  const { hiddenTags } = useReaderFilterPrefs();
  const tags = feedTagChoice(tagsQuery.data ?? [], hiddenTags, place.selectedTags);
  const locked =
    feedGroup === PAID_GROUP && filters?.groups.every((group) => group.slug !== PAID_GROUP);

  const params: FeedParams = {
    feedGroup,
    tags: tags.requested,
    flows: place.flow === null ? [] : [place.flow],
    ordering: place.ordering,
    search: place.search,
  };
  // With tags hidden, the lists wait for the tag list: it says which tags to ask for.
  const lists = useFeedLists(
    params,
    useVisitKey(),
    hiddenTags.length === 0 || !tagsQuery.isPending,
  );
  // A failed request counts as known: the page goes on without tabs or tags (or shows the error).
  const ready = !filtersQuery.isPending && !tagsQuery.isPending && lists.ready;
  const deferredReady = useDeferredValue(ready, false);
  // Once open, the page stays: later list loads show their spinner under the controls.
  const [opened, setOpened] = useState(false);
  if (deferredReady && !opened) setOpened(true);
  useListScroll(opened);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('feed.title')}</h1>
      {!opened && <PageSpinner label={t('app.loading')} />}
      {opened && <GroupTabs groups={filters?.groups ?? []} current={feedGroup} />}
      {opened && !locked && (
        <div className={styles.controls}>
          <SearchBox value={place.search} onSearch={place.setSearch} />
          <TagFilter tags={tags.shown} selected={tags.selected} onChange={place.setSelectedTags} />
          {canFilterByFlows(viewerFactsOf(user)) && (
            <StaffFilters
              flows={filters?.flows ?? []}
              flow={place.flow}
              ordering={place.ordering}
              onFlowChange={place.setFlow}
              onOrderingChange={place.setOrdering}
            />
          )}
        </div>
      )}
      {opened && (locked ? <PaidSection /> : <FeedContent lists={lists} />)}
    </div>
  );
}
