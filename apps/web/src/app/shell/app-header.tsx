import { mainSite, type UserInfo } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReaderFiltersButton } from '../../features/reader-filters/components/reader-filters-button.tsx';
import { mainSiteUrl } from '../../shared/lib/runtime-config.ts';
import { HomeIcon } from '../../shared/ui/icons.tsx';
import styles from './app-header.module.css';
import { NotificationsBell } from './notifications-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/** The top bar: home link and notifications for clients; staff get the reduced header. */
export function AppHeader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="9" fill="currentColor" />
          <path
            d="M9 21.5c2.5-6 5.2-9.5 7-9.5s2.4 3 4 3 2.2-1.2 3-2.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.brandName}>{t('app.brand')}</span>
      </Link>
      <div className={styles.actions}>
        {!user.is_staff && (
          <>
            <a className={styles.home} href={mainSiteUrl(mainSite.clientHome)}>
              <HomeIcon size={22} />
              <span className={styles.homeLabel}>{t('header.home')}</span>
            </a>
            <ReaderFiltersButton />
            <NotificationsBell unread={user.not_read_notice} />
          </>
        )}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
