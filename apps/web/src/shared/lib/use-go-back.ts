import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Navigation state of a link whose `prev_url` is the page it was followed from: Back then steps
 * back in history to that very entry, so a list finds its loaded pages and scroll position.
 */
export const PREV_URL_IS_PREVIOUS = { prevUrlIsPrevious: true } as const;

function cameFromPrevUrl(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'prevUrlIsPrevious' in state;
}

/** True when the previous history entry belongs to this app (the router numbers its entries). */
function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? Reflect.get(state, 'idx') : null;
  return typeof index === 'number' && index > 0;
}

/**
 * Goes back: one step back in history when the page was opened by a `PREV_URL_IS_PREVIOUS`
 * link, else to `prevUrl` when given (an in-app path), else one step back in history, or to
 * `fallback` (the home view unless given) when going back would leave the app.
 */
export function useGoBack(prevUrl?: string | null, fallback = '/'): () => void {
  const navigate = useNavigate();
  const fromPrevUrl = cameFromPrevUrl(useLocation().state);
  return useCallback(() => {
    if (fromPrevUrl && hasAppHistory()) void navigate(-1);
    else if (prevUrl?.startsWith('/') && !prevUrl.startsWith('//')) void navigate(prevUrl);
    else if (hasAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, prevUrl, fallback, fromPrevUrl]);
}
