import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import styles from './list-footer.module.css';

export interface ListFooterProps {
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Under a paged list: a spinner while a page loads, else 'load more' when a next page exists. */
export function ListFooter({ hasNext, loading, onLoadMore }: ListFooterProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className={styles.footer}>
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (!hasNext) return null;
  return (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={onLoadMore}>
        {t('listing.loadMore')}
      </Button>
    </div>
  );
}
