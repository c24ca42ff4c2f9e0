import type { Comment } from '@app/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useReportComment } from '../hooks/use-comment-mutations.ts';
import { useCommentsContext } from './comments-context.ts';

/** What a comment's modal (delete, report) is given by the comment's menu. */
export interface CommentDialogProps {
  comment: Comment;
  onClose: () => void;
  /** The menu's button: the item that opened the dialog is gone when it closes. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The two-screen report modal: first 'report this comment?' with Yes and No, then the
 * reportSuccessTitle screen with Close.
 */
export function ReportCommentDialog({ comment, onClose, returnFocusTo }: CommentDialogProps) {
  const { t } = useTranslation();
  const { publication } = useCommentsContext();
  const report = useReportComment(publication.id);
  const screen = report.isSuccess
    ? {
        title: t('comments.reportSuccessTitle'),
        text: t('comments.reportSuccessText'),
        confirmLabel: t('comments.close'),
        onConfirm: onClose,
      }
    : {
        title: t('comments.reportTitle'),
        text: t('comments.reportText'),
        cancelLabel: t('comments.reportNo'),
        confirmLabel: t('comments.reportYes'),
        onConfirm: () => report.mutate(comment, { onError: onClose }),
      };
  return (
    <ConfirmDialog
      {...screen}
      busy={report.isPending}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
