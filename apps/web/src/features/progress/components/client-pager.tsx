import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './clients.module.css';

export interface ClientPagerProps {
  page: number;
  pages: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** 'Предыдущая', 'Страница 2 из 5', 'Следующая'; hidden when everything fits one page. */
export function ClientPager({ page, pages, hasNext, onPage }: ClientPagerProps) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className={styles.pager} aria-label={t('progress.clients.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('progress.clients.previous')}
      </Button>
      <span className={styles.pageInfo}>
        {t('progress.clients.page', { page, pages: Math.max(page, pages) })}
      </span>
      <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('progress.clients.next')}
      </Button>
    </nav>
  );
}
