import { mainSite } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { shopUrl } from '../../../shared/lib/main-site-links.ts';
import { mainSiteUrl } from '../../../shared/lib/runtime-config.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import styles from './paid-section.module.css';

/**
 * Instead of the feed of a group the reader has not paid for: what it is and where to get it
 * (the shop when the flow offers it, else the main site).
 */
export function PaidSection() {
  const { t } = useTranslation();
  const { flow } = useCurrentUser();
  const refresh = readStorage(STORAGE_KEYS.refreshToken);
  const shop = Boolean(flow?.shop_icon_status || flow?.settings.shop_icon_status) && refresh;
  return (
    <section className={styles.banner} aria-labelledby="paid-section-title">
      <span className={styles.icon} aria-hidden="true">
        <LockIcon size={28} />
      </span>
      <h2 id="paid-section-title" className={styles.title}>
        {t('feed.paid.title')}
      </h2>
      <p className={styles.text}>
        {t('feed.paid.text')} {shop ? t('feed.paid.whereShop') : t('feed.paid.whereMainSite')}
      </p>
      <a
        className={buttonClassName('primary')}
        href={shop ? shopUrl(shop) : mainSiteUrl(mainSite.clientHome)}
      >
        {shop ? t('feed.paid.shop') : t('feed.paid.mainSite')}
      </a>
    </section>
  );
}
