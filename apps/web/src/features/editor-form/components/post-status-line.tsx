import type { EditorPublication } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { formatWireDate } from '../../../shared/lib/wire-date.ts';
import styles from './publish-panel.module.css';

/** Where the post stands, as the editor's retrive answers it. */
export type PostStatus = Pick<
  EditorPublication,
  'status' | 'activate_event_date' | 'pub_start_date'
>;

/**
 * The post's status in the list's wording ("not saved" before it is created), with the planned
 * or release time in Moscow time; read out when it changes.
 */
export function PostStatusLine({ status }: { status: PostStatus | null }) {
  const { t } = useTranslation();
  return (
    <p className={styles.status} aria-live="polite">
      <span className={styles.statusLabel}>{t('editorPublish.status')}</span>{' '}
      {status ? (
        <span className={styles.badge} data-status={status.status}>
          {t(`editorList.status.${status.status}`)}
        </span>
      ) : (
        <span className={styles.badge} data-status="new">
          {t('editorPublish.notSaved')}
        </span>
      )}
      <StatusDate status={status} />
    </p>
  );
}

/** The planned activation of a delayed post, or when a published post went out (Moscow time). */
function StatusDate({ status }: { status: PostStatus | null }) {
  const { t } = useTranslation();
  if (status?.status === 'delayed' && status.activate_event_date) {
    return (
      <span className={styles.date}>
        {t('editorPublish.plannedAt', { date: formatWireDate(status.activate_event_date) })}
      </span>
    );
  }
  if (status?.status === 'published' && status.pub_start_date) {
    return (
      <span className={styles.date}>
        {t('editorPublish.publishedAt', { date: formatWireDate(status.pub_start_date) })}
      </span>
    );
  }
  return null;
}
