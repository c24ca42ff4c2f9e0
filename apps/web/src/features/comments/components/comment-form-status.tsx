import { COMMENT_MAX_LENGTH } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { CommentUploadProgress } from './comment-upload-progress.tsx';
import styles from './comment-form.module.css';

/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 500;

export interface CommentFormStatusProps {
  /** Ids the text box points to with aria-describedby. */
  warningId: string;
  /** Offline: the warning says that sending needs a connection. */
  offline: boolean;
  counterId: string;
  textLength: number;
  /** The last refused image pick, shown unless the text is over the limit. */
  warning: string | null;
  /** Upload percentage while sending, null when idle. */
  progress: number | null;
  sending: boolean;
  onCancel?: () => void;
}

/**
 * The line under the comment input: warning (offline: why nothing can be sent), upload progress,
 * length counter and Cancel.
 */
export function CommentFormStatus({
  warningId,
  offline,
  counterId,
  textLength,
  warning,
  progress,
  sending,
  onCancel,
}: CommentFormStatusProps) {
  const { t } = useTranslation();
  const tooLong = textLength > COMMENT_MAX_LENGTH;
  return (
    <div className={styles.status}>
      <span id={warningId} role="alert" className={styles.warning}>
        {tooLong
          ? t('comments.textTooLong', { count: COMMENT_MAX_LENGTH })
          : (warning ?? (offline ? t('offline.needsConnection') : null))}
      </span>
      {progress !== null && <CommentUploadProgress progress={progress} />}
      <span
        id={counterId}
        className={`${styles.counter} ${tooLong ? styles.over : ''}`}
        hidden={textLength < COUNTER_FROM}
      >
        {t('comments.counter', { length: textLength, max: COMMENT_MAX_LENGTH })}
      </span>
      {onCancel && (
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={sending}>
          {t('comments.cancelReply')}
        </button>
      )}
    </div>
  );
}
