import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadNoticePoll } from '../../features/notices/hooks/use-unread-notice-poll.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { BellIcon } from '../../shared/ui/icons.tsx';
import styles from './notifications-bell.module.css';

// The popups load on first use: the header's first screen carries the bell only.
const NoticesPopup = lazy(() =>
  import('../../features/notices/components/notices-popup.tsx').then((module) => ({
    default: module.NoticesPopup,
  })),
);
const NoticeSettingsPopup = lazy(() =>
  import('./notice-settings-with-push.tsx').then((module) => ({
    default: module.NoticeSettingsWithPush,
  })),
);

type OpenPopup = 'none' | 'notices' | 'settings';

/**
 * The notifications bell; a dot tells that unread notices wait (kept current by a light poll).
 * It opens the notices popup, whose gear opens the notification settings popup.
 */
export function NotificationsBell({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenPopup>('none');
  useUnreadNoticePoll({ paused: open === 'notices' });
  const close = () => setOpen('none');
  // Back to the bell once the popups are gone: the settings popup's opener (the gear) went with
  // the notices popup, so the dialog itself cannot return the focus.
  const bell = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open !== 'none') wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      bell.current?.focus();
    }
  }, [open]);
  return (
    <>
      <IconButton
        ref={bell}
        className={styles.bell}
        label={unread ? t('header.notificationsUnread') : t('header.notifications')}
        aria-haspopup="dialog"
        aria-expanded={open !== 'none'}
        data-unread={unread || undefined}
        onClick={() => setOpen('notices')}
      >
        <BellIcon size={22} />
        {unread && <span className={styles.dot} />}
      </IconButton>
      <Suspense fallback={null}>
        {open === 'notices' && (
          <NoticesPopup onClose={close} onOpenSettings={() => setOpen('settings')} />
        )}
        {open === 'settings' && (
          <NoticeSettingsPopup onClose={close} onBackToNotices={() => setOpen('notices')} />
        )}
      </Suspense>
    </>
  );
}
