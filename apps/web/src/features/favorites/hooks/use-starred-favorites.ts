import type { Publication } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleFavorite } from '../../../shared/publication/use-toggle-favorite.ts';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store.ts';

/** An Undo toast stays this long: long enough to notice the card has gone. */
const UNDO_TOAST_MS = 8000;

/**
 * The favorites still starred. A card unstarred here leaves the list at once (the star's
 * optimistic update marks the cached copy `favorite: false`; a failed request puts it back),
 * with a toast offering Undo; the toast goes when the card comes back.
 */
export function useStarredFavorites(publications: readonly Publication[]): Publication[] {
  const { t } = useTranslation();
  const toggleFavorite = useToggleFavorite();
  const unstarred = publications.filter((publication) => !publication.favorite).map(({ id }) => id);
  const unstarredKey = unstarred.join(',');
  // Cards already unstarred when the page opens (Back to it) get no toast again.
  const [initial] = useState(() => new Set(unstarred));
  const toasts = useRef(new Map<number, number>());
  const latest = useRef({ t, toggleFavorite });
  useEffect(() => {
    latest.current = { t, toggleFavorite };
  });

  useEffect(() => {
    const ids = unstarredKey === '' ? [] : unstarredKey.split(',').map(Number);
    for (const id of initial) if (!ids.includes(id)) initial.delete(id);
    for (const [id, toast] of toasts.current) {
      if (ids.includes(id)) continue;
      dismissToast(toast);
      toasts.current.delete(id);
    }
    for (const id of ids) {
      if (toasts.current.has(id) || initial.has(id)) continue;
      const { t: translate, toggleFavorite: toggle } = latest.current;
      const toast = showToast(translate('favorites.removed'), 'info', {
        action: {
          label: translate('favorites.undo'),
          onAction: () => toggle.mutate({ id, favorite: true }),
        },
        durationMs: UNDO_TOAST_MS,
      });
      toasts.current.set(id, toast);
    }
  }, [unstarredKey, initial]);

  return publications.filter((publication) => publication.favorite);
}
