import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast/toast-store.ts';
import { setFavorite } from './engagement-api.ts';
import { applyOptimisticPatch, patchCachedPublications, rollback } from './optimistic-update.ts';

export interface ToggleFavoriteVariables {
  id: number;
  favorite: boolean;
}

/** The favorite toggle: optimistic on every cached copy, restored with a toast on failure. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ id, favorite }: ToggleFavoriteVariables) => setFavorite(id, favorite),
    onMutate: ({ id, favorite }) =>
      applyOptimisticPatch(queryClient, id, (publication) => ({ ...publication, favorite })),
    onError: (_error, _variables, snapshot) => {
      rollback(queryClient, snapshot);
      showToast(t('publication.favoriteError'), 'error');
    },
    onSuccess: (state) =>
      patchCachedPublications(queryClient, state.id, (publication) => ({
        ...publication,
        favorite: state.favorite,
      })),
  });
}
