import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

/** Stay or leave, asked while a way out of the changed form is held back. */
export function LeaveConfirm({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={t('editorForm.leave.title')}
      text={t('editorForm.leave.text')}
      cancelLabel={t('editorForm.leave.stay')}
      confirmLabel={t('editorForm.leave.leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
