import { NUDGE_REPEAT_HOURS } from '@app/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useReachPost } from '../api/get-reach-post.ts';
import { useNudgePublication } from '../api/nudge-publication.ts';
import styles from './reach-page.module.css';

export interface RemindButtonProps {
  pk: number;
  /** Users of the audience who have not viewed the post (whatever the list's search). */
  notViewed: number;
}

/**
 * 'Напомнить': asks first (how many have not viewed the post, and who is left out), then sends
 * the reminder; the outcome is told in a toast. Only a published post with someone left to
 * remind can be reminded of: otherwise the button is disabled and a line says why.
 */
export function RemindButton({ pk, notViewed }: RemindButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const post = useReachPost(pk);
  const nudge = useNudgePublication(pk);
  const [confirming, setConfirming] = useState(false);
  // Unknown while the post loads; a post that failed to load is left to the server to refuse.
  const unpublished = post.data !== undefined && post.data.status !== 'published';
  const hint = unpublished
    ? t('reach.nudge.unpublishedHint')
    : notViewed === 0
      ? t('reach.nudge.nobodyHint')
      : null;
  return (
    <>
      <Button
        disabled={post.isPending || hint !== null}
        aria-describedby={hint === null ? undefined : hintId}
        onClick={() => setConfirming(true)}
      >
        {t('reach.nudge.button')}
      </Button>
      {hint !== null && (
        <p id={hintId} className={styles.actionsHint}>
          {hint}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('reach.nudge.confirmTitle')}
          text={`${t('reach.nudge.confirmText', { count: notViewed })} ${t('reach.nudge.confirmNote', { count: NUDGE_REPEAT_HOURS })}`}
          cancelLabel={t('reach.nudge.cancel')}
          confirmLabel={t('reach.nudge.confirm')}
          busy={nudge.isPending}
          onConfirm={() => nudge.mutate(undefined, { onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
