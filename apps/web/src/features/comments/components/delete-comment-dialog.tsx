import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useDeleteComment } from '../hooks/use-comment-mutations.ts';
import { useCommentsContext } from './comments-context.ts';
import type { CommentDialogProps } from './report-comment-dialog.tsx';

/** 'Delete the comment?' with Cancel and Delete; closes once the server has answered. */
export function DeleteCommentDialog({ comment, onClose, returnFocusTo }: CommentDialogProps) {
  const { t } = useTranslation();
  const { publication } = useCommentsContext();
  const remove = useDeleteComment(publication.id);
  return (
    <ConfirmDialog
      title={t('comments.deleteTitle')}
      text={
        comment.childrens_count > 0 ? t('comments.deleteTextWithReplies') : t('comments.deleteText')
      }
      cancelLabel={t('comments.cancel')}
      confirmLabel={t('comments.deleteConfirm')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(comment, { onSettled: onClose })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
