import type { Comment, CommentOrdering, Publication } from '@app/contract';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import type { AuthorNameComponent, CommentsContextValue } from '../components/comments-context.ts';
import { useCommentSort } from './use-comment-sort.ts';
import { useCommentTarget } from './use-comment-target.ts';
import { useFollowCommentLink } from './use-follow-comment-link.ts';
import { useOpenThreads } from './use-open-threads.ts';
import { useScrollToList } from './use-scroll-to-list.ts';

/**
 * The state of a publication's comment section: sort, page (a page change drops the open reply
 * box and scrolls to the list), open threads, the reply box, the comment brought into view (by a
 * deep link or after a send), shared with every comment through the context value.
 */
export function useCommentsSection(publication: Publication, AuthorName: AuthorNameComponent) {
  const user = useCurrentUser();
  const [ordering, setOrdering] = useCommentSort();
  const [page, setPage] = useState(1);
  const { openThreads, setThreadOpen, openThread } = useOpenThreads();
  const [replyTarget, setReplyTarget] = useState<Comment | null>(null);
  const { listRef, scrollToList } = useScrollToList();
  const disabled = publication.disable_comments;
  const target = useCommentTarget({ publicationId: publication.id, ordering, setPage, openThread });
  const { show } = target;
  useFollowCommentLink(publication.id, show);

  const changePage = (next: number) => {
    setPage(next);
    setReplyTarget(null);
    scrollToList();
  };

  const changeOrdering = (next: CommentOrdering) => {
    setOrdering(next);
    setPage(1);
  };

  const onCreated = useCallback(
    (comment: Comment) =>
      show({
        pk: comment.pk,
        parentPk: comment.parent,
        // A reply lives under a comment of this page; a new top-level one is looked up.
        page: comment.parent === null ? null : page,
      }),
    [show, page],
  );

  const context = useMemo<CommentsContextValue>(
    () => ({
      publication,
      user,
      ordering,
      page,
      disabled,
      AuthorName,
      replyTarget,
      setReplyTarget,
      isThreadOpen: (pk) => openThreads.has(pk),
      setThreadOpen,
      highlighted: target.highlighted,
      onCreated,
    }),
    [
      publication,
      user,
      ordering,
      page,
      disabled,
      AuthorName,
      replyTarget,
      openThreads,
      setThreadOpen,
      target.highlighted,
      onCreated,
    ],
  );

  return { context, listRef, changePage, changeOrdering };
}
