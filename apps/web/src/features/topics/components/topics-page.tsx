import { TOPIC_ORDERINGS, type TopicOrdering } from '@app/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { useFeedFilters } from '../../../shared/listing/api/get-feed-filters.ts';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useTopics } from '../api/get-topics.ts';
import { TopicCard } from './topic-card.tsx';
import layout from '../../../shared/listing/listing-page.module.css';
import styles from './topics-page.module.css';

/** The locale key (under topics.orderBy) naming each sort choice. */
const ORDERING_LABELS = {
  '': 'created',
  '-last_comment_date': 'lastComment',
} as const satisfies Record<TopicOrdering, string>;

/** True when `value` is one of the sort choices. */
function isTopicOrdering(value: string): value is TopicOrdering {
  return (TOPIC_ORDERINGS as readonly string[]).includes(value);
}

/**
 * The community (/community): publications with discussions, newest first or by the latest
 * comment, with infinite scroll. Staff also filter by flow (the server ignores it for clients).
 */
export function TopicsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filters = useFeedFilters();
  const [flow, setFlow] = useState<number | null>(null);
  const [ordering, setOrdering] = useState<TopicOrdering>('');
  const topics = useTopics({ flows: flow === null ? [] : [flow], ordering });
  const loadMore = () => void topics.fetchNextPage();
  useInfiniteScroll({
    hasNext: topics.hasNextPage,
    loading: topics.isFetching,
    onLoadMore: loadMore,
  });
  const results = topics.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('topics.title')}</h1>
      <div className={layout.filters}>
        {user.is_staff && (
          <label className={layout.field}>
            <span>{t('topics.flowFilter')}</span>
            <select
              className={layout.select}
              value={flow ?? ''}
              onChange={(event) => setFlow(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t('topics.allFlows')}</option>
              {(filters?.flows ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={layout.field}>
          <span>{t('topics.ordering')}</span>
          <select
            className={layout.select}
            value={ordering}
            onChange={(event) =>
              setOrdering(isTopicOrdering(event.target.value) ? event.target.value : '')
            }
          >
            {TOPIC_ORDERINGS.map((option) => (
              <option key={option} value={option}>
                {t(`topics.orderBy.${ORDERING_LABELS[option]}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {topics.isPending && <PageSpinner label={t('app.loading')} />}
      {topics.isError && <p role="alert">{t('topics.loadFailed')}</p>}
      {topics.isSuccess && results.length === 0 && (
        <EmptyState title={t('topics.empty.title')} text={t('topics.empty.text')} />
      )}
      {results.length > 0 && (
        <>
          <div className={styles.list}>
            {results.map((topic) => (
              <TopicCard key={topic.id} topic={topic} />
            ))}
          </div>
          <ListFooter
            hasNext={topics.hasNextPage}
            loading={topics.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
    </div>
  );
}
