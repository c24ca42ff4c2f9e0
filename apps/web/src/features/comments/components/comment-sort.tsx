import { COMMENT_ORDERINGS, type CommentOrdering } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parseOrdering } from '../lib/comment-rules.ts';
import styles from './comments-section.module.css';

const LABEL_KEYS = {
  created_at: 'comments.sortOldest',
  '-created_at': 'comments.sortNewest',
  '-like_count': 'comments.sortInteresting',
} as const satisfies Record<CommentOrdering, string>;

/** The comment sort select: oldest first (default), newest first, most liked. */
export function CommentSort({
  ordering,
  onChange,
}: {
  ordering: CommentOrdering;
  onChange: (ordering: CommentOrdering) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t('comments.sort')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={ordering}
        onChange={(event) => onChange(parseOrdering(event.target.value))}
      >
        {COMMENT_ORDERINGS.map((option) => (
          <option key={option} value={option}>
            {t(LABEL_KEYS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
