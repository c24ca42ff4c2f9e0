import type { Publication, UserInfo } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../ui/icons.tsx';
import { needsViewConfirmation } from './engagement-rules.ts';
import styles from './likes-row.module.css';
import { useToggleViewed } from './use-toggle-viewed.ts';
import { isPostViewed } from './view-state.ts';

const ViewConfirmDialog = lazy(() =>
  import('./view-confirm-dialog.tsx').then((module) => ({ default: module.ViewConfirmDialog })),
);

/**
 * The Viewed toggle of a publication, with the percentage watched while not viewed; marking a
 * post with unwatched videos viewed asks first (spec 01 §6).
 */
export function ViewedToggle({ publication, user }: { publication: Publication; user: UserInfo }) {
  const { t } = useTranslation();
  const toggleViewed = useToggleViewed();
  const [confirming, setConfirming] = useState(false);
  const videoCount = publication.videos.length;
  const viewed = isPostViewed(publication);

  const handleViewed = () => {
    if (needsViewConfirmation(user, videoCount, !viewed)) setConfirming(true);
    else toggleViewed.mutate({ id: publication.id, viewed: !viewed });
  };

  return (
    <>
      <button type="button" className={styles.toggle} aria-pressed={viewed} onClick={handleViewed}>
        <EyeIcon size={20} />
        <span className={styles.longLabel}>{t('publication.viewed')}</span>
        {!viewed && publication.i_view > 0 && (
          <span className={styles.percent}>{publication.i_view}%</span>
        )}
      </button>
      {confirming && (
        <Suspense fallback={null}>
          <ViewConfirmDialog
            videoCount={videoCount}
            onConfirm={() => toggleViewed.mutate({ id: publication.id, viewed: true })}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </>
  );
}
