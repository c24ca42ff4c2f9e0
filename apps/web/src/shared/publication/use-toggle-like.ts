import type { Publication } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast/toast-store.ts';
import { setLiked } from './engagement-api.ts';
import { applyOptimisticPatch, patchCachedPublications, rollback } from './optimistic-update.ts';

/** Like or unlike `publication` (the target state is the opposite of `i_liked`). */
export interface ToggleLikeVariables {
  id: number;
  liked: boolean;
}

/**
 * The like toggle: every cached copy changes at once (i_liked, like_count ± 1), the server's
 * count is applied when it answers, and a failure restores the cache and shows likeError.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ id, liked }: ToggleLikeVariables) => setLiked(id, liked),
    onMutate: ({ id, liked }) =>
      applyOptimisticPatch(queryClient, id, (publication: Publication) => ({
        ...publication,
        i_liked: liked,
        like_count: Math.max(0, publication.like_count + (liked ? 1 : -1)),
      })),
    onError: (_error, _variables, snapshot) => {
      rollback(queryClient, snapshot);
      showToast(t('publication.likeError'), 'error');
    },
    onSuccess: (state) =>
      patchCachedPublications(queryClient, state.id, (publication) => ({
        ...publication,
        i_liked: state.i_liked,
        like_count: state.like_count,
      })),
  });
}
