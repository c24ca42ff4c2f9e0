import type { Notice } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalHeader, ModalIconButton } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
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
import type { NoticeTarget } from '@app/contract';
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
    <Modal
      size="small"
      scroll="body"
      anchor="header"
      backdrop="light"
      sheetOnPhone
      onClose={() => leave(onClose)}
    >
      <ModalHeader
        title={t('notices.title')}
        actions={
          <ModalIconButton label={t('notices.openSettings')} onClick={() => leave(onOpenSettings)}>
            <GearIcon size={20} />
          </ModalIconButton>
        }
        closeLabel={t('notices.close')}
      />
      <div className={styles.scroller} ref={setScroller} data-testid="notice-list">
        <NoticeList
          notices={notices}
          items={items}
          hidden={hidden}
          onHiddenChange={setHidden}
          onOpen={handleOpen}
        />
      </div>
    </Modal>
  );
}

interface NoticeListProps {
  notices: ReturnType<typeof useNotices>;
  /** The loaded notices, each once. */
  items: readonly Notice[];
  hidden: HiddenNotices;
  onHiddenChange: (change: (current: HiddenNotices) => HiddenNotices) => void;
  onOpen: (target: NoticeTarget) => void;
}

/** The popup's list: loading, failed, empty, or the notices with the next page's state under them. */
function NoticeList({ notices, items, hidden, onHiddenChange, onOpen }: NoticeListProps) {
  const { t } = useTranslation();
  if (notices.isPending)
    return (
      <div className={styles.state}>
        <Spinner label={t('notices.loading')} />
      </div>
    );
  if (notices.isError && items.length === 0)
    return (
      <div className={styles.state}>
        <p>{t('notices.loadFailed')}</p>
        <button type="button" className={styles.retry} onClick={() => notices.refetch()}>
          {t('notices.retry')}
        </button>
      </div>
    );
  if (items.length === 0)
    return (
      <div className={styles.state}>
        <p className={styles.emptyTitle}>{t('notices.empty.title')}</p>
        <p className={styles.muted}>{t('notices.empty.text')}</p>
      </div>
    );
  return (
    <>
      <ul className={styles.list} aria-label={t('notices.title')}>
        {items.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            hidden={hidden.has(notice.id)}
            onHide={() => onHiddenChange((current) => hideNotice(current, notice.id))}
            onRestore={() => onHiddenChange((current) => restoreNotice(current, notice.id))}
            onOpen={onOpen}
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
  );
}
