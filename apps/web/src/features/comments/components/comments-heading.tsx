import type { CommentOrdering } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { showsSort } from '../lib/comment-rules.ts';
import { CommentSort } from './comment-sort.tsx';
import styles from './comments-section.module.css';

/** The section's title with the comment count, and the sort select once there is a choice. */
export function CommentsHeading({
  count,
  ordering,
  onOrderingChange,
}: {
  count: number;
  ordering: CommentOrdering;
  onOrderingChange: (ordering: CommentOrdering) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <h2 id="comments-title" className={styles.title}>
        {t('comments.title')}
        <span className={styles.count}>{count}</span>
      </h2>
      {showsSort(count) && <CommentSort ordering={ordering} onChange={onOrderingChange} />}
    </div>
  );
}
