import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './progress-page.module.css';

export interface LoadErrorProps {
  message: string;
  /** Asks again; without it (an unknown flow) there is nothing to retry. */
  onRetry?: () => void;
}

/** A failed call told in words, with 'Повторить' when asking again may help. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.failed}>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('progress.retry')}
        </Button>
      )}
    </div>
  );
}
