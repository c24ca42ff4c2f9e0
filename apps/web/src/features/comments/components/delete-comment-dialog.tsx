import type { Comment } from '@app/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import dialogStyles from '../../../shared/publication/dialog.module.css';
import { Button } from '../../../shared/ui/button.tsx';
import { useDeleteComment } from '../hooks/use-comment-mutations.ts';
import { useCommentsContext } from './comments-context.ts';

/** 'Delete the comment?' with Cancel and Delete; closes once the server has answered. */
export function DeleteCommentDialog({
  comment,
  onClose,
}: {
  comment: Comment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { publication } = useCommentsContext();
  const remove = useDeleteComment(publication.id);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.content}>
          <Dialog.Title className={dialogStyles.title}>{t('comments.deleteTitle')}</Dialog.Title>
          <Dialog.Description className={dialogStyles.text}>
            {comment.childrens_count > 0
              ? t('comments.deleteTextWithReplies')
              : t('comments.deleteText')}
          </Dialog.Description>
          <div className={dialogStyles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{t('comments.cancel')}</Button>
            </Dialog.Close>
            <Button
              disabled={remove.isPending}
              onClick={() => remove.mutate(comment, { onSettled: onClose })}
            >
              {t('comments.deleteConfirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
