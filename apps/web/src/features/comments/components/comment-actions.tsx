import type { Comment } from '@app/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useCopiedFlag } from '../hooks/use-copied-flag.ts';
import { usePinComment, useToggleCommentLike } from '../hooks/use-comment-mutations.ts';
import { commentShareUrl } from '../lib/comment-link.ts';
import type { CommentAbilities } from '../lib/comment-rules.ts';
import { MoreIcon, PinIcon, ReplyIcon, ShareIcon, FlagIcon, TrashIcon } from './comment-icons.tsx';
import styles from './comment-item.module.css';
import { useCommentsContext } from './comments-context.ts';

const DeleteCommentDialog = lazy(() =>
  import('./delete-comment-dialog.tsx').then((module) => ({ default: module.DeleteCommentDialog })),
);
const ReportCommentDialog = lazy(() =>
  import('./report-comment-dialog.tsx').then((module) => ({ default: module.ReportCommentDialog })),
);

/** Like, reply, share and the menu (delete, report, pin) under a comment, by the user's rights. */
export function CommentActions({
  comment,
  abilities,
}: {
  comment: Comment;
  abilities: CommentAbilities;
}) {
  const { t } = useTranslation();
  const { publication, user, page, replyTarget, setReplyTarget } = useCommentsContext();
  const toggleLike = useToggleCommentLike(publication.id, user.pk);
  const pin = usePinComment(publication.id);
  const [copied, copy] = useCopiedFlag();
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const replying = replyTarget?.pk === comment.pk;
  const hasMenu = abilities.delete || abilities.report || abilities.pin;

  return (
    <div className={styles.actions}>
      {abilities.like && (
        <button
          type="button"
          className={`${styles.action} ${styles.like}`}
          aria-pressed={comment.i_liked}
          aria-label={t('comments.like')}
          onClick={() => toggleLike(comment)}
        >
          <HeartIcon size={18} fill={comment.i_liked ? 'currentColor' : 'none'} />
          <span data-testid="comment-like-count">{comment.like_count}</span>
        </button>
      )}
      {abilities.reply && (
        <button
          type="button"
          className={styles.action}
          aria-expanded={replying}
          onClick={() => setReplyTarget(replying ? null : comment)}
        >
          <ReplyIcon size={18} />
          <span>{t('comments.reply')}</span>
        </button>
      )}
      <span className={styles.shareWrap}>
        <button
          type="button"
          className={styles.action}
          aria-label={t('comments.share')}
          title={t('comments.share')}
          onClick={() => copy(commentShareUrl({ publicationId: publication.id, comment, page }))}
        >
          <ShareIcon size={18} />
        </button>
        {copied && (
          <span role="status" className={styles.tooltip}>
            {t('comments.copyTooltipText')}
          </span>
        )}
      </span>
      {hasMenu && (
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
              {abilities.pin && (
                <DropdownMenu.Item
                  className={styles.menuItem}
                  onSelect={() => pin.mutate({ comment, pinned: !comment.isFixed })}
                >
                  <PinIcon size={18} />
                  {comment.isFixed ? t('comments.unpin') : t('comments.pin')}
                </DropdownMenu.Item>
              )}
              {abilities.report && (
                <DropdownMenu.Item className={styles.menuItem} onSelect={() => setDialog('report')}>
                  <FlagIcon size={18} />
                  {t('comments.report')}
                </DropdownMenu.Item>
              )}
              {abilities.delete && (
                <DropdownMenu.Item
                  className={`${styles.menuItem} ${styles.danger}`}
                  onSelect={() => setDialog('delete')}
                >
                  <TrashIcon size={18} />
                  {t('comments.delete')}
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      <Suspense fallback={null}>
        {dialog === 'delete' && (
          <DeleteCommentDialog
            comment={comment}
            onClose={() => setDialog(null)}
            returnFocusTo={menuButton}
          />
        )}
        {dialog === 'report' && (
          <ReportCommentDialog
            comment={comment}
            onClose={() => setDialog(null)}
            returnFocusTo={menuButton}
          />
        )}
      </Suspense>
    </div>
  );
}
