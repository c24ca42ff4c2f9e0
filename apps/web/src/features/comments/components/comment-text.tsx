import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncateText } from '../lib/comment-rules.ts';
import { commentPlainText } from '../lib/comment-text.ts';
import styles from './comment-item.module.css';

/** A comment's words and line breaks, cut at 1000 characters with Show more until expanded. */
export function CommentText({ textWeb }: { textWeb: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const text = useMemo(() => commentPlainText(textWeb), [textWeb]);
  const { shown, truncated } = truncateText(text, expanded);
  if (!text) return null;
  return (
    <div className={styles.textBlock}>
      <p className={styles.text}>{shown}</p>
      {(truncated || expanded) && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('comments.showLess') : t('comments.showMore')}
        </button>
      )}
    </div>
  );
}
