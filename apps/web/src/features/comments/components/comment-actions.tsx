import type { Comment } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useCopiedFlag } from '../hooks/use-copied-flag.ts';
import { useToggleCommentLike } from '../hooks/use-comment-mutations.ts';
import { commentShareUrl } from '../lib/comment-link.ts';
import type { CommentAbilities } from '../lib/comment-rules.ts';
import { ReplyIcon, ShareIcon } from './comment-icons.tsx';
import styles from './comment-item.module.css';
import { CommentMenu } from './comment-menu.tsx';
import { useCommentsContext } from './comments-context.ts';

/** Like, reply, share and the menu (delete, report, pin) under a comment, by the user's rights. */
export function CommentActions({
  comment,
  abilities,
}: {
  comment: Comment;
  abilities: CommentAbilities;
}) {
  const { t } = useTranslation();
  const { publication, user, replyTarget, setReplyTarget } = useCommentsContext();
  const toggleLike = useToggleCommentLike(publication.id, user.pk);
  const replying = replyTarget?.pk === comment.pk;
  // Offline a like would only fail: disabled, the reason in its tooltip and the offline banner.
  const online = useOnline();

  return (
    <div className={styles.actions}>
      {abilities.like && (
        <button
          type="button"
          className={`${styles.action} ${styles.like}`}
          aria-pressed={comment.i_liked}
          aria-label={t('comments.like')}
          disabled={!online}
          title={online ? undefined : t('offline.needsConnection')}
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
      <CommentShareButton comment={comment} />
      <CommentMenu comment={comment} abilities={abilities} />
    </div>
  );
}

/** Copies the comment's link, with a short "copied" tooltip. */
function CommentShareButton({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const { publication, page } = useCommentsContext();
  const [copied, copy] = useCopiedFlag();
  return (
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
  );
}
