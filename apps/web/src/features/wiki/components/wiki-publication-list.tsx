import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { SearchResults } from '../../../shared/listing/search-results.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import { useListScroll, useVisitKey } from '../../../shared/listing/use-list-place.ts';
import { renderPublication } from '../../../shared/publication/render-publication.tsx';
import { useReaderFilterPrefs } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useWikiPublications } from '../api/get-wiki-publications.ts';
import { useWikiSearch } from '../api/search-wiki.ts';
import type { WikiParams } from '../api/wiki-params.ts';
import layout from '../../../shared/listing/listing-page.module.css';

/**
 * The wiki page's publications, pages appended by 'load more' or by scrolling near the bottom;
 * with a search, the general search's blocks instead (without the wiki categories the reader's
 * filters hide). Back to the page restores its pages and scroll position.
 */
export function WikiPublicationList({ params }: { params: WikiParams }) {
  const { t } = useTranslation();
  const searching = params.search !== '';
  const visit = useVisitKey();
  const list = useWikiPublications(params, visit, !searching);
  const found = useWikiSearch(params, visit);
  const { hiddenWikiPages } = useReaderFilterPrefs();
  const hasNext = !searching && list.hasNextPage;
  const loadMore = () => void list.fetchNextPage();
  useInfiniteScroll({ hasNext, loading: list.isFetching, onLoadMore: loadMore });

  const current = searching ? found : list;
  useListScroll(!current.isPending);
  if (current.isPending) return <PageSpinner label={t('app.loading')} />;
  if (current.isError) return <p role="alert">{t('wiki.pageLoadFailed')}</p>;

  if (searching) {
    return (
      <SearchResults
        blocks={found.data?.search_blocks ?? []}
        correction={found.data?.search_correction}
        hiddenWikiPages={hiddenWikiPages}
        renderPublication={renderPublication}
      />
    );
  }
  const results = list.data?.pages.flatMap((page) => page.results) ?? [];
  if (results.length === 0) {
    const filtered = params.tags.length > 0;
    return (
      <EmptyState
        title={filtered ? t('wiki.notFound.title') : t('wiki.empty.title')}
        text={filtered ? t('wiki.notFound.text') : t('wiki.empty.text')}
      />
    );
  }
  return (
    <>
      <div className={layout.list}>
        {results.map((publication) => renderPublication(publication))}
      </div>
      <ListFooter hasNext={hasNext} loading={list.isFetchingNextPage} onLoadMore={loadMore} />
    </>
  );
}
