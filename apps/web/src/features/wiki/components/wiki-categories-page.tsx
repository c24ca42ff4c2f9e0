import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/listing/empty-state.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useWikiCategories } from '../api/get-wiki-categories.ts';
import { WikiCategoryCard } from './wiki-category-card.tsx';
import layout from '../../../shared/listing/listing-page.module.css';
import styles from './wiki-categories-page.module.css';

/**
 * The wiki category list (/wiki/category, also /listwiki/wiki_pages…): a card per category, or
 * the 'nothing to see here' banner when there is none.
 */
export function WikiCategoriesPage() {
  const { t } = useTranslation();
  const categories = useWikiCategories();
  return (
    <div className={styles.page}>
      <h1 className={layout.title}>{t('wiki.title')}</h1>
      {categories.isPending && <PageSpinner label={t('app.loading')} />}
      {categories.isError && <p role="alert">{t('wiki.loadFailed')}</p>}
      {categories.isSuccess &&
        (categories.data.length === 0 ? (
          <EmptyState title={t('wiki.empty.title')} text={t('wiki.empty.text')} />
        ) : (
          <ul className={styles.grid} aria-label={t('wiki.categories')}>
            {categories.data.map((category) => (
              <li key={category.pk} className={styles.item}>
                <WikiCategoryCard category={category} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
