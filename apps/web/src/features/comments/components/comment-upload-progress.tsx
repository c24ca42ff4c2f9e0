import { useTranslation } from 'react-i18next';
import styles from './comment-form.module.css';

/** The upload bar and percentage of a comment being sent. */
export function CommentUploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.progress}>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={t('comments.uploading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <span className={styles.fill} style={{ width: `${progress}%` }} />
      </span>
      <span className={styles.percent}>{t('comments.uploadProgress', { percent: progress })}</span>
    </span>
  );
}
