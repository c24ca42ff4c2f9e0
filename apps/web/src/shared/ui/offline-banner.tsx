import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online.ts';
import styles from './offline-banner.module.css';

/**
 * The line over every screen while the browser is offline: what is shown are the pages saved
 * while online. The live region is always there, so going offline is announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">{!online && <p className={styles.banner}>{t('offline.banner')}</p>}</div>
  );
}
