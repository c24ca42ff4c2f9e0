import type { Comment } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { createComment, type CreateCommentInput } from '../api/create-comment.ts';
import { commentErrorMessage } from '../lib/comment-errors.ts';
import { refreshComments } from './use-comment-mutations.ts';

/**
 * Sends a comment or reply with its upload progress (0–100, null when idle); the lists reload
 * and `onCreated` gets the new comment.
 */
export function useCreateComment(publicationId: number, onCreated: (comment: Comment) => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Omit<CreateCommentInput, 'publicationId'>) => {
      setProgress(0);
      return createComment({ ...input, publicationId }, setProgress);
    },
    onSuccess: async (comment) => {
      await refreshComments(queryClient, publicationId);
      onCreated(comment);
    },
    onError: (error) => showToast(commentErrorMessage(error, t, t('comments.sendError')), 'error'),
    onSettled: () => setProgress(null),
  });
  return { send: mutation.mutateAsync, sending: mutation.isPending, progress };
}
