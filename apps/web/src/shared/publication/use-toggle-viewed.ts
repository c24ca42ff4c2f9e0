import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toast/toast-store.ts';
import { setItemViewed, setPostViewed } from './engagement-api.ts';
import { applyOptimisticPatch, patchCachedPublications, rollback } from './optimistic-update.ts';
import { withItemViewed, withPostViewed } from './view-state.ts';

export interface ToggleViewedVariables {
  id: number;
  viewed: boolean;
}

export interface ToggleItemViewedVariables {
  publicationId: number;
  itemId: number;
  viewed: boolean;
}

/** The post's 'viewed' toggle: marks (or unmarks) the post and all its videos, optimistically. */
export function useToggleViewed() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ id, viewed }: ToggleViewedVariables) => setPostViewed(id, viewed),
    onMutate: ({ id, viewed }) =>
      applyOptimisticPatch(queryClient, id, (publication) => withPostViewed(publication, viewed)),
    onError: (_error, _variables, snapshot) => {
      rollback(queryClient, snapshot);
      showToast(t('publication.viewError'), 'error');
    },
    onSuccess: (state) =>
      patchCachedPublications(queryClient, state.id, (publication) => {
        const viewed = new Map(state.videos.map((video) => [video.pk, video.is_view]));
        return {
          ...publication,
          i_view: state.i_view,
          videos: publication.videos.map((video) => ({
            ...video,
            is_view: viewed.get(video.pk) ?? video.is_view,
          })),
          publication_items: publication.publication_items.map((item) => ({
            ...item,
            is_view: viewed.get(item.id) ?? item.is_view,
          })),
        };
      }),
  });
}

/** One video's 'viewed' toggle (the video modal): optimistic, the post's i_view recomputed. */
export function useToggleItemViewed() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ itemId, viewed }: ToggleItemViewedVariables) => setItemViewed(itemId, viewed),
    onMutate: ({ publicationId, itemId, viewed }) =>
      applyOptimisticPatch(queryClient, publicationId, (publication) =>
        withItemViewed(publication, itemId, viewed),
      ),
    onError: (_error, _variables, snapshot) => {
      rollback(queryClient, snapshot);
      showToast(t('publication.viewError'), 'error');
    },
    onSuccess: (state) =>
      patchCachedPublications(queryClient, state.publication.id, (publication) => ({
        ...withItemViewed(publication, state.id, state.is_view),
        i_view: state.publication.i_view,
      })),
  });
}
