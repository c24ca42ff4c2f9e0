import type { Comment } from '@app/contract';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import dialogStyles from '../../../shared/publication/dialog.module.css';
import { Button } from '../../../shared/ui/button.tsx';
import { useReturnFocus } from '../../../shared/ui/use-return-focus.ts';
import { useReportComment } from '../hooks/use-comment-mutations.ts';
import { useCommentsContext } from './comments-context.ts';

/**
 * The two-screen report modal: first 'report this comment?' with Yes and No, then the
 * reportSuccessTitle screen with Close.
 */
export function ReportCommentDialog({
  comment,
  onClose,
  returnFocusTo,
}: {
  comment: Comment;
  onClose: () => void;
  /** The menu's button: the item that opened the dialog is gone when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { publication } = useCommentsContext();
  const report = useReportComment(publication.id);
  const done = report.isSuccess;
  const returnFocus = useReturnFocus(returnFocusTo);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content} onCloseAutoFocus={returnFocus}>
          {done ? (
            <>
              <Dialog.Title className={dialogStyles.title}>
                {t('comments.reportSuccessTitle')}
              </Dialog.Title>
              <Dialog.Description className={dialogStyles.text}>
                {t('comments.reportSuccessText')}
              </Dialog.Description>
              <div className={dialogStyles.actions}>
                <Dialog.Close asChild>
                  <Button>{t('comments.close')}</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className={dialogStyles.title}>
                {t('comments.reportTitle')}
              </Dialog.Title>
              <Dialog.Description className={dialogStyles.text}>
                {t('comments.reportText')}
              </Dialog.Description>
              <div className={dialogStyles.actions}>
                <Dialog.Close asChild>
                  <Button variant="secondary">{t('comments.reportNo')}</Button>
                </Dialog.Close>
                <Button
                  disabled={report.isPending}
                  onClick={() => report.mutate(comment, { onError: onClose })}
                >
                  {t('comments.reportYes')}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
