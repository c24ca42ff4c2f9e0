import { useTranslation } from 'react-i18next';
import { useWikiCategories } from '../../../shared/listing/api/get-wiki-categories.ts';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { useListScroll } from '../../../shared/listing/use-list-place.ts';
import { useReaderFilterPrefs } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { WikiCategoryCard } from './wiki-category-card.tsx';
import layout from '../../../shared/listing/listing-page.module.css';
import styles from './wiki-categories-page.module.css';

/**
 * The wiki category list (/wiki/category, also /listwiki/wiki_pages…): a card per category the
 * reader's filters do not hide, or the 'nothing to see here' banner when there is none. Back to
 * the list restores its scroll position.
 */
export function WikiCategoriesPage() {
  const { t } = useTranslation();
  const categories = useWikiCategories();
  const { hiddenWikiPages } = useReaderFilterPrefs();
  const shown = categories.data?.filter((category) => !hiddenWikiPages.includes(category.pk));
  useListScroll(!categories.isPending);
  return (
    <div className={styles.page}>
      <h1 className={layout.title}>{t('wiki.title')}</h1>
      {categories.isPending && <PageSpinner label={t('app.loading')} />}
      {categories.isError && <p role="alert">{t('wiki.loadFailed')}</p>}
      {shown &&
        (shown.length === 0 ? (
          <EmptyState title={t('wiki.empty.title')} text={t('wiki.empty.text')} />
        ) : (
          <ul className={styles.grid} aria-label={t('wiki.categories')}>
            {shown.map((category) => (
              <li key={category.pk} className={styles.item}>
                <WikiCategoryCard category={category} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
