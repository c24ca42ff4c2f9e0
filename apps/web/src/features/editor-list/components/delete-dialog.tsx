import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** 'Ты уверен, что хочешь удалить пост?' with Cancel and Delete. */
export function DeleteDialog({
  title,
  onConfirm,
  onClose,
}: {
  title: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('editorList.deleteConfirm')}
      text={title}
      cancelLabel={t('editorList.cancel')}
      confirmLabel={t('editorList.delete')}
      onConfirm={() => {
        onConfirm();
        onClose();
      }}
      onClose={onClose}
    />
  );
}
