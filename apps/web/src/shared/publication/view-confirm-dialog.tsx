import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * The 'seen everything?' confirmation before a non-staff user marks a multi-video post viewed:
 * it names the number of videos and offers Cancel and Confirm.
 */
export function ViewConfirmDialog({
  videoCount,
  onConfirm,
  onClose,
}: {
  videoCount: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('publication.confirmTitle')}
      text={t('publication.confirmText', { count: videoCount })}
      cancelLabel={t('publication.cancel')}
      confirmLabel={t('publication.confirm')}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
