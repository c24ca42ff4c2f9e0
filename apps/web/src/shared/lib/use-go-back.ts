import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** True when the previous history entry belongs to this app (the router numbers its entries). */
function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null ? Reflect.get(state, 'idx') : null;
  return typeof index === 'number' && index > 0;
}

/**
 * Goes back: to `prevUrl` when given (an in-app path), else one step back in history, or to the
 * home view when going back would leave the app.
 */
export function useGoBack(prevUrl?: string | null): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (prevUrl?.startsWith('/') && !prevUrl.startsWith('//')) void navigate(prevUrl);
    else if (hasAppHistory()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, prevUrl]);
}
