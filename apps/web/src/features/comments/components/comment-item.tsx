import type { Comment } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import { commentElementId } from '../hooks/use-comment-target.ts';
import { commentAbilities } from '../lib/comment-rules.ts';
import { CommentActions } from './comment-actions.tsx';
import { CommentForm } from './comment-form.tsx';
import { CommentImages } from './comment-images.tsx';
import styles from './comment-item.module.css';
import { CommentMeta } from './comment-meta.tsx';
import { CommentText } from './comment-text.tsx';
import { useCommentsContext } from './comments-context.ts';

/**
 * One comment: avatar, author (the staff user card for staff), expert mark, whom a reply
 * answers, date in Moscow time, pinned and reported marks, text, images, actions, and the reply
 * box when this comment is being answered. A comment removed by its author is a placeholder.
 */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const context = useCommentsContext();
  const { user, publication, disabled, replyTarget, setReplyTarget, onCreated } = context;
  const abilities = commentAbilities(user, comment, disabled);
  const removed = comment.abstract_removed;
  const reply = comment.parent !== null;
  const highlighted = context.highlighted === comment.pk;

  return (
    <article
      id={commentElementId(comment.pk)}
      className={`${styles.item} ${reply ? styles.replyItem : ''} ${highlighted ? styles.highlighted : ''}`}
      data-highlighted={highlighted || undefined}
      data-testid="comment"
      aria-label={t('comments.commentBy', {
        name: `${comment.jwt_client.first_name} ${comment.jwt_client.last_name}`.trim(),
      })}
    >
      <Avatar src={comment.jwt_client.avatar_url} alt="" size={reply ? 32 : 40} />
      <div className={styles.main}>
        <CommentMeta comment={comment} seeReports={abilities.seeReports} />
        {removed ? (
          <p className={styles.removed}>{t('comments.commentDeletedByUser')}</p>
        ) : (
          <>
            <CommentText textWeb={comment.text_web} />
            <CommentImages images={comment.comment_images} />
            <CommentActions comment={comment} abilities={abilities} />
          </>
        )}
        {replyTarget?.pk === comment.pk && !disabled && (
          <CommentForm
            key={comment.pk}
            publicationId={publication.id}
            variant="reply"
            answering={comment}
            onSent={(created) => {
              setReplyTarget(null);
              onCreated(created);
            }}
            onCancel={() => setReplyTarget(null)}
          />
        )}
      </div>
    </article>
  );
}
