import { canFilterByFlows, type FilterFlow, type TopicOrdering } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { viewerFactsOf } from '../../../shared/lib/viewer-facts.ts';
import { useFeedFilters } from '../../../shared/listing/api/get-feed-filters.ts';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import {
  useListScroll,
  usePlaceState,
  useVisitKey,
} from '../../../shared/listing/use-list-place.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useTopics } from '../api/get-topics.ts';
import { TopicCard } from './topic-card.tsx';
import { TopicFilters } from './topic-filters.tsx';
import layout from '../../../shared/listing/listing-page.module.css';
import styles from './topics-page.module.css';

/**
 * The community (/community): publications with discussions, newest first or by the latest
 * comment, with infinite scroll, filtered by flow: staff pick any flow; a client narrows to the
 * topics of their current flow (they read no other flow's). Back restores filters, pages, scroll.
 */
export function TopicsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filters = useFeedFilters();
  const flows: readonly FilterFlow[] = canFilterByFlows(viewerFactsOf(user))
    ? (filters?.flows ?? [])
    : user.flow
      ? [{ id: user.flow.pk, name: user.flow.name }]
      : [];
  const [flow, setFlow] = usePlaceState<number | null>('flow', null);
  const [ordering, setOrdering] = usePlaceState<TopicOrdering>('ordering', '');
  const topics = useTopics({ flows: flow === null ? [] : [flow], ordering }, useVisitKey());
  const loadMore = () => void topics.fetchNextPage();
  useInfiniteScroll({
    hasNext: topics.hasNextPage,
    loading: topics.isFetching,
    onLoadMore: loadMore,
  });
  useListScroll(!topics.isPending);
  const results = topics.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('topics.title')}</h1>
      <TopicFilters
        flows={flows}
        flow={flow}
        ordering={ordering}
        onFlowChange={setFlow}
        onOrderingChange={setOrdering}
      />
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
