import { useTranslation } from 'react-i18next';
import { useFeedTags } from '../../../shared/listing/api/get-feed-tags.ts';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { ListFooter } from '../../../shared/listing/list-footer.tsx';
import { SearchCorrection } from '../../../shared/listing/search-correction.tsx';
import { SearchBox } from '../../../shared/listing/search-box.tsx';
import { TagFilter } from '../../../shared/listing/tag-filter.tsx';
import { useInfiniteScroll } from '../../../shared/listing/use-infinite-scroll.ts';
import {
  useListScroll,
  usePlaceState,
  useVisitKey,
} from '../../../shared/listing/use-list-place.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import styles from '../../../shared/listing/listing-page.module.css';
import { useFavorites } from '../api/get-favorites.ts';
import { useStarredFavorites } from '../hooks/use-starred-favorites.ts';
import { renderPublication } from '../../../shared/publication/render-publication.tsx';

/**
 * The user's favorites (/favorites): title, search and tag filter over the list; with a search
 * the list holds what was found (under the corrected text if the server searched one). An empty
 * banner shows when there is nothing. A card unstarred here leaves the list (with Undo); Back to
 * the page restores its filters, pages and scroll.
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const tags = useFeedTags();
  const [search, setSearch] = usePlaceState('search', '');
  const [selectedTags, setSelectedTags] = usePlaceState<string[]>('tags', []);
  const favorites = useFavorites({ tags: selectedTags, search }, useVisitKey());
  const loadMore = () => void favorites.fetchNextPage();
  useInfiniteScroll({
    hasNext: favorites.hasNextPage,
    loading: favorites.isFetching,
    onLoadMore: loadMore,
  });
  const results = useStarredFavorites(favorites.data?.pages.flatMap((page) => page.results) ?? []);
  useListScroll(!favorites.isPending);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('favorites.title')}</h1>
      <div className={styles.controls}>
        <SearchBox value={search} onSearch={setSearch} />
        <TagFilter tags={tags} selected={selectedTags} onChange={setSelectedTags} />
      </div>
      {favorites.isPending && <PageSpinner label={t('app.loading')} />}
      {favorites.isError && <p role="alert">{t('favorites.loadFailed')}</p>}
      {favorites.isSuccess && results.length === 0 && (
        <EmptyState
          title={search ? t('favorites.notFound.title') : t('favorites.empty.title')}
          text={search ? t('favorites.notFound.text') : t('favorites.empty.text')}
        />
      )}
      {results.length > 0 && (
        <>
          <SearchCorrection text={favorites.data?.pages[0]?.search_correction} />
          <div className={styles.list}>
            {results.map((publication) => renderPublication(publication))}
          </div>
          <ListFooter
            hasNext={favorites.hasNextPage}
            loading={favorites.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
    </div>
  );
}
