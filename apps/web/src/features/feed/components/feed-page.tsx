import type { FeedOrdering } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { useFeedFilters } from '../../../shared/listing/api/get-feed-filters.ts';
import { useFeedTags } from '../../../shared/listing/api/get-feed-tags.ts';
import { SearchBox } from '../../../shared/listing/search-box.tsx';
import { TagFilter } from '../../../shared/listing/tag-filter.tsx';
import styles from '../../../shared/listing/listing-page.module.css';
import type { FeedParams } from '../api/feed-params.ts';
import { FeedContent } from './feed-content.tsx';
import { GroupTabs } from './group-tabs.tsx';
import { StaffFilters } from './staff-filters.tsx';

/** The feed group of the route when it is missing. */
const DEFAULT_GROUP = 'physical_transformation';

/**
 * The feed of one group (/listnews/:feed_groops): tabs, search, tags, staff filters, then the
 * pinned posts and the pages (or search blocks).
 */
export function FeedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const feedGroup = useParams().feed_groops ?? DEFAULT_GROUP;
  const filters = useFeedFilters();
  const tags = useFeedTags();
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

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('feed.title')}</h1>
      <GroupTabs groups={filters?.groups ?? []} current={feedGroup} />
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
      <FeedContent params={params} />
    </div>
  );
}
