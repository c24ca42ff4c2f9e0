import type { FeedOrdering } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { feedFiltersQueryOptions } from '../../../shared/listing/api/get-feed-filters.ts';
import { feedTagsQueryOptions } from '../../../shared/listing/api/get-feed-tags.ts';
import { SearchBox } from '../../../shared/listing/search-box.tsx';
import { TagFilter } from '../../../shared/listing/tag-filter.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import styles from '../../../shared/listing/listing-page.module.css';
import { DEFAULT_FEED_GROUP, type FeedParams } from '../api/feed-params.ts';
import { FeedContent } from './feed-content.tsx';
import { GroupTabs } from './group-tabs.tsx';
import { useFeedLists } from '../hooks/use-feed-lists.ts';
import { StaffFilters } from './staff-filters.tsx';

/**
 * The feed of one group (/listnews/:feed_groops): tabs, search, tags, staff filters, then the
 * pinned posts and the pages (or search blocks).
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
  const tags = tagsQuery.data ?? [];
  const [search, setSearch] = useState('');
  const [selectedTags, setSelectedTags] = useState<string[]>([]);
  const [flow, setFlow] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<FeedOrdering | undefined>(undefined);

  const params: FeedParams = {
    feedGroup,
    tags: selectedTags,
    flows: flow === null ? [] : [flow],
    ordering,
    search,
  };
  const lists = useFeedLists(params);
  // A failed request counts as known: the page goes on without tabs or tags (or shows the error).
  const ready = !filtersQuery.isPending && !tagsQuery.isPending && lists.ready;
  const deferredReady = useDeferredValue(ready, false);
  // Once open, the page stays: later list loads show their spinner under the controls.
  const [opened, setOpened] = useState(false);
  if (deferredReady && !opened) setOpened(true);

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('feed.title')}</h1>
      {!opened && <PageSpinner label={t('app.loading')} />}
      {opened && <GroupTabs groups={filters?.groups ?? []} current={feedGroup} />}
      {opened && (
        <div className={styles.controls}>
          <SearchBox value={search} onSearch={setSearch} />
          <TagFilter tags={tags} selected={selectedTags} onChange={setSelectedTags} />
          {user.is_staff && (
            <StaffFilters
              flows={filters?.flows ?? []}
              flow={flow}
              ordering={ordering}
              onFlowChange={setFlow}
              onOrderingChange={setOrdering}
            />
          )}
        </div>
      )}
      {opened && <FeedContent lists={lists} />}
    </div>
  );
}
