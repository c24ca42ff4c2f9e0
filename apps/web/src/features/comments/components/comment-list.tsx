import type { Comment } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { CommentThread } from './comment-thread.tsx';
import styles from './comments-section.module.css';

export interface CommentListProps {
  /** Where the current page's load stands. */
  status: 'pending' | 'error' | 'success';
  /** The pinned comments (page 1 only), then the page's other top-level comments. */
  pinned: Comment[];
  listed: Comment[];
  /** Comments are disabled: no "be the first" invitation. */
  disabled: boolean;
}

/** One page of comment threads, pinned ones first; a spinner, error or empty line otherwise. */
export function CommentList({ status, pinned, listed, disabled }: CommentListProps) {
  const { t } = useTranslation();
  if (status === 'pending') return <Spinner label={t('comments.loading')} />;
  if (status === 'error') return <p className={styles.empty}>{t('comments.loadError')}</p>;
  if (listed.length === 0 && pinned.length === 0) {
    // With comments disabled the notice above says it all: nobody can be "the first".
    return disabled ? null : <p className={styles.empty}>{t('comments.empty')}</p>;
  }
  return (
    <>
      {pinned.length > 0 && (
        <ul className={`${styles.threads} ${styles.pinnedList}`} aria-label={t('comments.pinned')}>
          {pinned.map((comment) => (
            <CommentThread key={comment.pk} comment={comment} />
          ))}
        </ul>
      )}
      <ul className={styles.threads} aria-label={t('comments.list')}>
        {listed.map((comment) => (
          <CommentThread key={comment.pk} comment={comment} />
        ))}
      </ul>
    </>
  );
}
