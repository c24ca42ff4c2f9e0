import type { Comment } from '@app/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { usePinComment } from '../hooks/use-comment-mutations.ts';
import type { CommentAbilities } from '../lib/comment-rules.ts';
import { FlagIcon, MoreIcon, PinIcon, TrashIcon } from './comment-icons.tsx';
import styles from './comment-item.module.css';
import { useCommentsContext } from './comments-context.ts';
import type { CommentDialogProps } from './report-comment-dialog.tsx';

const DeleteCommentDialog = lazy(() =>
  import('./delete-comment-dialog.tsx').then((module) => ({ default: module.DeleteCommentDialog })),
);
const ReportCommentDialog = lazy(() =>
  import('./report-comment-dialog.tsx').then((module) => ({ default: module.ReportCommentDialog })),
);

/**
 * The ⋯ menu of a comment: pin or unpin, report and delete, by the user's rights; report and
 * delete open their dialog, focus returning to the menu button. Offline each would only fail:
 * they are disabled and the menu says why.
 */
export function CommentMenu({
  comment,
  abilities,
}: {
  comment: Comment;
  abilities: CommentAbilities;
}) {
  const { t } = useTranslation();
  const { publication } = useCommentsContext();
  const pin = usePinComment(publication.id);
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const online = useOnline();
  if (!abilities.delete && !abilities.report && !abilities.pin) return null;

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={menuButton}
          className={styles.action}
          aria-label={t('comments.more')}
        >
          <MoreIcon size={18} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
            {!online && (
              <DropdownMenu.Label className={styles.menuNote}>
                {t('offline.needsConnection')}
              </DropdownMenu.Label>
            )}
            {abilities.pin && (
              <DropdownMenu.Item
                className={styles.menuItem}
                disabled={!online}
                onSelect={() => pin.mutate({ comment, pinned: !comment.isFixed })}
              >
                <PinIcon size={18} />
                {comment.isFixed ? t('comments.unpin') : t('comments.pin')}
              </DropdownMenu.Item>
            )}
            {abilities.report && (
              <DropdownMenu.Item
                className={styles.menuItem}
                disabled={!online}
                onSelect={() => setDialog('report')}
              >
                <FlagIcon size={18} />
                {t('comments.report')}
              </DropdownMenu.Item>
            )}
            {abilities.delete && (
              <DropdownMenu.Item
                className={`${styles.menuItem} ${styles.danger}`}
                disabled={!online}
                onSelect={() => setDialog('delete')}
              >
                <TrashIcon size={18} />
                {t('comments.delete')}
              </DropdownMenu.Item>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialog && (
        <CommentDialog
          kind={dialog}
          comment={comment}
          onClose={() => setDialog(null)}
          returnFocusTo={menuButton}
        />
      )}
    </>
  );
}

/** The delete or report dialog of a comment, loaded when first opened. */
function CommentDialog({ kind, ...props }: CommentDialogProps & { kind: 'delete' | 'report' }) {
  return (
    <Suspense fallback={null}>
      {kind === 'delete' ? <DeleteCommentDialog {...props} /> : <ReportCommentDialog {...props} />}
    </Suspense>
  );
}
