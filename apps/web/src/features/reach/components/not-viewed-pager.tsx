import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './reach-page.module.css';

export interface NotViewedPagerProps {
  page: number;
  pages: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous, 'Страница 2 из 5' (read out as it changes) and Next; none for a single page. A button
 * with no page to go to stays focusable (aria-disabled), so the focus never drops to the page.
 */
export function NotViewedPager({ page, pages, hasNext, onPage }: NotViewedPagerProps) {
  const { t } = useTranslation();
  if (page === 1 && !hasNext) return null;
  const hasPrevious = page > 1;
  return (
    <nav className={styles.pager} aria-label={t('reach.notViewed.pagination')}>
      <Button
        variant="secondary"
        className={styles.pagerButton}
        aria-disabled={!hasPrevious}
        onClick={() => hasPrevious && onPage(page - 1)}
      >
        {t('reach.notViewed.previous')}
      </Button>
      <span className={styles.pagerStatus} aria-live="polite">
        {t('reach.notViewed.page', { page, pages: Math.max(page, pages) })}
      </span>
      <Button
        variant="secondary"
        className={styles.pagerButton}
        aria-disabled={!hasNext}
        onClick={() => hasNext && onPage(page + 1)}
      >
        {t('reach.notViewed.next')}
      </Button>
    </nav>
  );
}
