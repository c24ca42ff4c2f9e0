import type { Notice } from '@app/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useReturnFocus } from '../../../shared/ui/use-return-focus.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { deleteHiddenNotices } from '../api/delete-notices.ts';
import { useNotices } from '../api/get-notices.ts';
import { useLoadMoreNearBottom } from '../hooks/use-load-more-near-bottom.ts';
import {
  hideNotice,
  idsToDelete,
  NO_HIDDEN_NOTICES,
  restoreNotice,
  type HiddenNotices,
} from '../lib/hidden-notices.ts';
import type { NoticeTarget } from '../lib/notice-link.ts';
import { setCachedUnread } from '../lib/unread-state.ts';
import { GearIcon } from './notice-icons.tsx';
import { NoticeItem } from './notice-item.tsx';
import styles from './notices.module.css';

export interface NoticesPopupProps {
  /** The popup closed (Close, Escape, a click outside or a notice opened). */
  onClose: () => void;
  /** The gear was clicked: the popup closes for the settings popup. */
  onOpenSettings: () => void;
}

/** Every notice of the loaded pages, each once (a page may repeat one pushed down by new ones). */
function uniqueNotices(pages: readonly { results: readonly Notice[] }[]): Notice[] {
  const byId = new Map<number, Notice>();
  for (const page of pages) for (const notice of page.results) byId.set(notice.id, notice);
  return [...byId.values()];
}

/**
 * The notices popup (spec 01 §2, §4): rtc, cl and np notices, newest first, the next page within
 * 300 px of the list's bottom; hidden notices show a restore message and are deleted on the server
 * when the popup closes; opening it clears the bell's dot. A panel under the bell, a full-screen
 * sheet on small screens.
 */
export function NoticesPopup({ onClose, onOpenSettings }: NoticesPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const returnFocus = useReturnFocus();
  const notices = useNotices();
  const [hidden, setHidden] = useState<HiddenNotices>(NO_HIDDEN_NOTICES);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const items = useMemo(() => uniqueNotices(notices.data?.pages ?? []), [notices.data]);

  // The server cleared not_read_notice when it listed page 1; the cached user follows.
  const firstPageLoaded = notices.data !== undefined;
  useEffect(() => {
    if (firstPageLoaded) setCachedUnread(queryClient, false);
  }, [firstPageLoaded, queryClient]);

  useLoadMoreNearBottom({
    scroller,
    hasNext: notices.hasNextPage,
    loading: notices.isFetching,
    onLoadMore: () => void notices.fetchNextPage(),
  });

  const leave = (then: () => void) => {
    deleteHiddenNotices(idsToDelete(hidden)).catch(() =>
      showToast(t('notices.deleteFailed'), 'error'),
    );
    then();
  };

  const handleOpen = (target: NoticeTarget) => {
    if (target.commentGone) showToast(t('notices.commentNoLongerExist'));
    leave(onClose);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && leave(onClose)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{t('notices.title')}</Dialog.Title>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('notices.openSettings')}
              title={t('notices.openSettings')}
              onClick={() => leave(onOpenSettings)}
            >
              <GearIcon size={20} />
            </button>
            <Dialog.Close className={styles.iconButton} aria-label={t('notices.close')}>
              <CloseIcon size={20} />
            </Dialog.Close>
          </header>
          <div className={styles.scroller} ref={setScroller} data-testid="notice-list">
            {notices.isPending ? (
              <div className={styles.state}>
                <Spinner label={t('notices.loading')} />
              </div>
            ) : notices.isError && items.length === 0 ? (
              <div className={styles.state}>
                <p>{t('notices.loadFailed')}</p>
                <button type="button" className={styles.retry} onClick={() => notices.refetch()}>
                  {t('notices.retry')}
                </button>
              </div>
            ) : items.length === 0 ? (
              <div className={styles.state}>
                <p className={styles.emptyTitle}>{t('notices.empty.title')}</p>
                <p className={styles.muted}>{t('notices.empty.text')}</p>
              </div>
            ) : (
              <>
                <ul className={styles.list} aria-label={t('notices.title')}>
                  {items.map((notice) => (
                    <NoticeItem
                      key={notice.id}
                      notice={notice}
                      hidden={hidden.has(notice.id)}
                      onHide={() => setHidden((current) => hideNotice(current, notice.id))}
                      onRestore={() => setHidden((current) => restoreNotice(current, notice.id))}
                      onOpen={handleOpen}
                    />
                  ))}
                </ul>
                <div className={styles.footer}>
                  {notices.isFetchingNextPage ? (
                    <Spinner label={t('notices.loadingMore')} />
                  ) : notices.isFetchNextPageError ? (
                    <button
                      type="button"
                      className={styles.retry}
                      onClick={() => void notices.fetchNextPage()}
                    >
                      {t('notices.retry')}
                    </button>
                  ) : (
                    !notices.hasNextPage && <span className={styles.muted}>{t('notices.end')}</span>
                  )}
                </div>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
