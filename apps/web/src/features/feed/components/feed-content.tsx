import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { SearchResults } from '../../../shared/listing/search-results.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import styles from '../../../shared/listing/listing-page.module.css';
import type { FeedParams } from '../api/feed-params.ts';
import { useFeed } from '../api/get-feed.ts';
import { useFixList } from '../api/get-fix-list.ts';
import { renderPublication } from './render-publication.tsx';

/**
 * The lists of the feed: pinned posts first, then the pages appended as they load (by 'load more'
 * or by scrolling near the bottom); with a search, the search blocks instead.
 */
export function FeedContent({ params }: { params: FeedParams }) {
  const { t } = useTranslation();
  const searching = params.search !== '';
  const feed = useFeed(params);
  const fixList = useFixList(
    { feedGroup: params.feedGroup, tags: params.tags, flows: params.flows },
    !searching,
  );
  const loadingMore = feed.isFetchingNextPage;
  const hasNext = !searching && feed.hasNextPage;
  const loadMore = () => void feed.fetchNextPage();
  useInfiniteScroll({ hasNext, loading: feed.isFetching, onLoadMore: loadMore });

  if (feed.isPending || (!searching && fixList.isPending)) {
    return <PageSpinner label={t('app.loading')} />;
  }
  if (feed.isError) return <p role="alert">{t('feed.loadFailed')}</p>;

  if (searching) {
    return (
      <SearchResults
        blocks={feed.data.pages[0]?.search_blocks ?? []}
        renderPublication={renderPublication}
      />
    );
  }
  const pinned = fixList.data?.results ?? [];
  const pages = feed.data.pages.flatMap((page) => page.results);
  if (pinned.length === 0 && pages.length === 0) {
    return <EmptyState title={t('feed.empty.title')} text={t('feed.empty.text')} />;
  }
  return (
    <>
      <div className={styles.list}>
        {pinned.map(renderPublication)}
        {pages.map(renderPublication)}
      </div>
      <ListFooter hasNext={hasNext} loading={loadingMore} onLoadMore={loadMore} />
    </>
  );
}
