import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { PublishBusy } from '../hooks/publish-actions.ts';
import type { Applying } from '../hooks/use-applying-wait.ts';
import { PostStatusLine, type PostStatus } from './post-status-line.tsx';
import styles from './publish-panel.module.css';

export interface PublishPanelProps {
  /** The saved post's status; null for a post not created yet. */
  status: PostStatus | null;
  /** The saved post's id (its Reach link); null for a post not created yet. */
  postId: number | null;
  dirty: boolean;
  /** The form's "no notices" choice: the publish question says that nobody is notified. */
  noPush: boolean;
  busy: PublishBusy;
  applying: Applying | null;
  onPublishNow: () => void;
  onUnpublish: () => void;
  onSchedule: () => void;
  /** Absent: no preview (the route composes none). */
  onPreview?: () => void;
}

/**
 * The top of the editor: the post's status (the list's wording, with the planned or release
 * time in Moscow time) and what can be done with it: Preview, Publish now, Schedule…, Unpublish,
 * and, once saved, its Reach.
 * While the scheduler applies an action the panel says so and the actions wait.
 */
export function PublishPanel(props: PublishPanelProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'publish' | 'unpublish' | null>(null);
  const { status, applying } = props;
  const waiting = props.busy !== null || applying !== null;
  const published = status?.status === 'published';

  return (
    <section className={styles.panel} aria-label={t('editorPublish.label')}>
      <PostStatusLine status={status} />
      {applying && (
        <p className={styles.progress} role="status">
          <Spinner label={t(`editorPublish.applying.${applying.event}`)} />
          <span>
            {t(`editorPublish.applying.${applying.event}`)}
            {applying.slow && <> {t('editorPublish.slow')}</>}
          </span>
        </p>
      )}
      <div className={styles.actions}>
        {props.onPreview && (
          <Button variant="secondary" onClick={props.onPreview}>
            {t('editorPublish.preview')}
          </Button>
        )}
        <Button variant="secondary" disabled={waiting} onClick={props.onSchedule}>
          {t('editorPublish.schedule')}
        </Button>
        {props.postId !== null && (
          <Link to={`/editor/reach/${props.postId}`} className={buttonClassName('secondary')}>
            {t('editorList.reach')}
          </Link>
        )}
        {published ? (
          <Button variant="secondary" disabled={waiting} onClick={() => setConfirming('unpublish')}>
            {t('editorPublish.unpublish')}
          </Button>
        ) : (
          <Button disabled={waiting} onClick={() => setConfirming('publish')}>
            {t('editorPublish.publishNow')}
          </Button>
        )}
      </div>
      {props.dirty && !published && <p className={styles.hint}>{t('editorPublish.savesFirst')}</p>}
      {confirming === 'publish' && (
        <ConfirmDialog
          title={t('editorPublish.confirmPublish.title')}
          text={t(
            props.noPush
              ? 'editorPublish.confirmPublish.textNoPush'
              : 'editorPublish.confirmPublish.text',
          )}
          cancelLabel={t('editorPublish.cancel')}
          confirmLabel={t('editorPublish.publishNow')}
          onConfirm={() => {
            setConfirming(null);
            props.onPublishNow();
          }}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'unpublish' && (
        <ConfirmDialog
          title={t('editorPublish.confirmUnpublish.title')}
          text={t('editorPublish.confirmUnpublish.text')}
          cancelLabel={t('editorPublish.cancel')}
          confirmLabel={t('editorPublish.unpublish')}
          onConfirm={() => {
            setConfirming(null);
            props.onUnpublish();
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
