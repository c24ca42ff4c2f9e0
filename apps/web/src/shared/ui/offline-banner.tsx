import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online.ts';
import styles from './offline-banner.module.css';

/**
 * The line over every screen while the browser is offline: what is shown are the pages saved
 * while online. Rendered only while offline, so the main area holds nothing extra (the screens'
 * own status lines stay the only ones); inserted as a status, screen readers announce it.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className={styles.banner}>
      {t('offline.banner')}
    </p>
  );
}
