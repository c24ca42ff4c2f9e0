import type { Comment } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useChildrenComments } from '../api/get-children-comments.ts';
import { CommentItem } from './comment-item.tsx';
import styles from './comment-item.module.css';
import { useCommentsContext } from './comments-context.ts';

/** A top-level comment with its answers link; the replies load the first time they are opened. */
export function CommentThread({ comment }: { comment: Comment }) {
  const { t } = useTranslation();
  const { publication, isThreadOpen, setThreadOpen } = useCommentsContext();
  const open = isThreadOpen(comment.pk);
  const replies = useChildrenComments(publication.id, comment.pk, open);
  const count = comment.childrens_count;
  const repliesId = `replies-${comment.pk}`;

  return (
    <li className={styles.thread}>
      <CommentItem comment={comment} />
      {count > 0 && (
        <button
          type="button"
          className={styles.answers}
          aria-expanded={open}
          aria-controls={repliesId}
          onClick={() => setThreadOpen(comment.pk, !open)}
        >
          {open ? t('comments.hideAnswers') : t('comments.answers', { count })}
        </button>
      )}
      {open && (
        <div id={repliesId} className={styles.replies}>
          {replies.isPending ? (
            <Spinner label={t('comments.loadingAnswers')} />
          ) : (
            <ul className={styles.replyList}>
              {(replies.data?.results ?? []).map((reply) => (
                <li key={reply.pk}>
                  <CommentItem comment={reply} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}
