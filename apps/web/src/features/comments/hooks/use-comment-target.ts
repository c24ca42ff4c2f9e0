import type { CommentOrdering } from '@app/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { commentKeys } from '../api/comment-keys.ts';
import { findComment } from '../api/find-comment.ts';
import type { CommentTarget } from '../lib/comment-link.ts';
import { useCommentHighlight } from './use-comment-highlight.ts';

/** The DOM id of a comment's element. */
export function commentElementId(pk: number): string {
  return `comment-${pk}`;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'finding'; pk: number }
  | {
      kind: 'showing';
      pk: number;
      page: number;
      parentPk: number | null;
      /** The page came from comment/find (not from a link's hint): a miss means it is gone. */
      verified: boolean;
    };

interface Options {
  publicationId: number;
  ordering: CommentOrdering;
  setPage: (page: number) => void;
  openThread: (pk: number) => void;
}

/**
 * Brings a comment into view: opens its page (the link's page, or the one comment/find names),
 * loads its thread's replies when it is a reply, scrolls to it once it is on screen and
 * highlights it for 2 s. A comment that no longer exists shows commentNoLongerExist.
 */
export function useCommentTarget({ publicationId, ordering, setPage, openThread }: Options) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const { highlighted, highlight } = useCommentHighlight();
  const fetching = useIsFetching({ queryKey: commentKeys.all(publicationId) });
  const request = useRef(0);

  const gone = useCallback(() => {
    setPhase({ kind: 'idle' });
    showToast(t('comments.commentNoLongerExist'), 'error');
  }, [t]);

  const locate = useCallback(
    (pk: number) => {
      const id = ++request.current;
      setPhase({ kind: 'finding', pk });
      findComment(publicationId, pk, ordering).then(
        (found) => {
          if (id !== request.current) return;
          setPage(found.comment_parent_page);
          if (found.comment_parent_pk !== null) openThread(found.comment_parent_pk);
          setPhase({
            kind: 'showing',
            pk,
            page: found.comment_parent_page,
            parentPk: found.comment_parent_pk,
            verified: true,
          });
        },
        (error: unknown) => {
          if (id !== request.current) return;
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) gone();
          else setPhase({ kind: 'idle' });
        },
      );
    },
    [publicationId, ordering, setPage, openThread, gone],
  );

  /** Shows `target`: straight on its page when known, else through comment/find. */
  const show = useCallback(
    (target: CommentTarget) => {
      if (target.page === null) {
        locate(target.pk);
        return;
      }
      request.current++;
      setPage(target.page);
      if (target.parentPk !== null) openThread(target.parentPk);
      setPhase({ kind: 'showing', ...target, page: target.page, verified: false });
    },
    [locate, setPage, openThread],
  );

  // Once the page (and the thread's replies) are loaded, the comment is on screen or it is not.
  useEffect(() => {
    if (phase.kind !== 'showing' || fetching > 0) return;
    const pageLoaded = queryClient.getQueryData(
      commentKeys.parents(publicationId, ordering, phase.page),
    );
    const repliesLoaded =
      phase.parentPk === null ||
      queryClient.getQueryData(commentKeys.children(publicationId, phase.parentPk)) !== undefined;
    if (!pageLoaded || !repliesLoaded) return;
    const { pk, verified } = phase;
    // Checked once React has put the loaded lists on screen.
    const check = window.setTimeout(() => {
      const element = document.getElementById(commentElementId(pk));
      if (!element) {
        if (verified) gone();
        else locate(pk);
        return;
      }
      setPhase({ kind: 'idle' });
      highlight(pk, element);
    }, 0);
    return () => window.clearTimeout(check);
  }, [phase, fetching, queryClient, publicationId, ordering, gone, locate, highlight]);

  return { show, highlighted, locating: phase.kind !== 'idle' };
}
