import type { Comment } from '@app/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { publicationKeys } from '../../../shared/lib/query-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import {
  deleteComment,
  reportComment,
  setCommentLiked,
  setCommentPinned,
} from '../api/comment-actions.ts';
import { commentKeys } from '../api/comment-keys.ts';
import { commentErrorMessage, firstFieldError } from '../lib/comment-errors.ts';
import { patchComments, type CommentPatch } from '../lib/patch-comments.ts';

/** Reloads every comment list of the publication and its detail (comments_count). */
export function refreshComments(queryClient: QueryClient, publicationId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentKeys.all(publicationId) }),
    queryClient.invalidateQueries({ queryKey: publicationKeys.detail(publicationId) }),
  ]).then(() => undefined);
}

function patchCached(
  queryClient: QueryClient,
  publicationId: number,
  pk: number,
  patch: CommentPatch,
) {
  queryClient.setQueriesData({ queryKey: commentKeys.all(publicationId) }, (data: unknown) =>
    data === undefined ? data : patchComments(data, pk, patch),
  );
}

/**
 * Like / unlike a comment, optimistically (i_liked, like_count ± 1) with a rollback on failure.
 * One's own comment is refused before any request (thisIsYourComment).
 */
export function useToggleCommentLike(publicationId: number, userId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: ({ comment, liked }: { comment: Comment; liked: boolean }) =>
      setCommentLiked(comment.pk, liked, userId),
    onMutate: async ({ comment, liked }) => {
      await queryClient.cancelQueries({ queryKey: commentKeys.all(publicationId) });
      const snapshot = queryClient.getQueriesData({ queryKey: commentKeys.all(publicationId) });
      patchCached(queryClient, publicationId, comment.pk, (cached) => ({
        ...cached,
        i_liked: liked,
        like_count: Math.max(0, cached.like_count + (liked ? 1 : -1)),
      }));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));
      const own = error instanceof ApiError && error.status === 400;
      showToast(
        own
          ? t('comments.thisIsYourComment')
          : commentErrorMessage(error, t, t('comments.likeError')),
        'error',
      );
    },
    onSuccess: (state) =>
      patchCached(queryClient, publicationId, state.pk, (cached) => ({
        ...cached,
        i_liked: state.i_liked,
        like_count: state.like_count,
      })),
  });
  return (comment: Comment) => {
    if (comment.is_my_comment) {
      showToast(t('comments.thisIsYourComment'), 'info');
      return;
    }
    mutation.mutate({ comment, liked: !comment.i_liked });
  };
}

/** Deletes a comment (own, or any for moderators); the lists reload after. */
export function useDeleteComment(publicationId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (comment: Comment) => deleteComment(comment.pk),
    onSuccess: (placeholder, comment) => {
      if (placeholder) patchCached(queryClient, publicationId, comment.pk, () => placeholder);
      return refreshComments(queryClient, publicationId);
    },
    onError: (error) =>
      showToast(commentErrorMessage(error, t, t('comments.deleteError')), 'error'),
  });
}

/** Pins or unpins a top-level comment; a refusal shows the server's first non_field_errors. */
export function usePinComment(publicationId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ comment, pinned }: { comment: Comment; pinned: boolean }) =>
      setCommentPinned(comment.pk, pinned),
    onSuccess: () => refreshComments(queryClient, publicationId),
    onError: (error) => {
      const message = error instanceof ApiError ? firstFieldError(error, t) : null;
      showToast(message ?? commentErrorMessage(error, t, t('comments.pinError')), 'error');
    },
  });
}

/** Reports a comment to the moderators (the dialog shows the outcome). */
export function useReportComment(publicationId: number) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (comment: Comment) => reportComment(comment.pk),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all(publicationId) }),
    onError: (error) =>
      showToast(commentErrorMessage(error, t, t('comments.reportError')), 'error'),
  });
}
