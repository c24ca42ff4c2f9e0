import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../shared/ui/icons.tsx';
import styles from './notifications-bell.module.css';

/** The notifications bell; a dot tells that unread notices wait. */
export function NotificationsBell({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={unread ? t('header.notificationsUnread') : t('header.notifications')}
    >
      <BellIcon size={22} />
      {unread && <span className={styles.dot} />}
    </button>
  );
}
