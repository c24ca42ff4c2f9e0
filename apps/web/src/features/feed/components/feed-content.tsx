import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { SearchResults } from '../../../shared/listing/search-results.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import { useReaderFilterPrefs } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import styles from '../../../shared/listing/listing-page.module.css';
import type { FeedLists } from '../hooks/use-feed-lists.ts';
import { renderPublication } from '../../../shared/publication/render-publication.tsx';

/**
 * The first preview image among this many first cards loads at once, with high priority: it is
 * the first screen's largest paint (a text-only pinned post may come before it).
 */
const LEAD_IMAGE_CARDS = 2;

/**
 * The lists of the feed: pinned posts first, then the pages appended as they load (by 'load more'
 * or by scrolling near the bottom); with a search, the search blocks instead (without the wiki
 * categories the reader's filters hide).
 */
export function FeedContent({ lists }: { lists: FeedLists }) {
  const { t } = useTranslation();
  const { feed, fixList, searching, ready } = lists;
  const { hiddenWikiPages } = useReaderFilterPrefs();
  const loadingMore = feed.isFetchingNextPage;
  const hasNext = !searching && feed.hasNextPage;
  const loadMore = () => void feed.fetchNextPage();
  useInfiniteScroll({ hasNext, loading: feed.isFetching, onLoadMore: loadMore });

  if (!ready || feed.isPending) {
    return <PageSpinner label={t('app.loading')} />;
  }
  if (feed.isError) return <p role="alert">{t('feed.loadFailed')}</p>;

  if (searching) {
    const firstPage = feed.data.pages[0];
    return (
      <SearchResults
        blocks={firstPage?.search_blocks ?? []}
        correction={firstPage?.search_correction}
        hiddenWikiPages={hiddenWikiPages}
        renderPublication={renderPublication}
      />
    );
  }
  const pinned = fixList.data?.results ?? [];
  const pages = feed.data.pages.flatMap((page) => page.results);
  const leadImage = [...pinned.slice(0, LEAD_IMAGE_CARDS), ...pages.slice(0, LEAD_IMAGE_CARDS)]
    .slice(0, LEAD_IMAGE_CARDS)
    .findIndex((publication) => publication.preview_image && publication.videos.length === 0);
  if (pinned.length === 0 && pages.length === 0) {
    return <EmptyState title={t('feed.empty.title')} text={t('feed.empty.text')} />;
  }
  return (
    <>
      <div className={styles.list}>
        {pinned.map((publication, index) =>
          renderPublication(publication, { priority: index === leadImage }),
        )}
        {pages.map((publication, index) =>
          renderPublication(publication, { priority: pinned.length + index === leadImage }),
        )}
      </div>
      <ListFooter hasNext={hasNext} loading={loadingMore} onLoadMore={loadMore} />
    </>
  );
}
