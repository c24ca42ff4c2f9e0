import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listStateQuery, readListState, type EditorListState } from '../lib/list-url.ts';

/**
 * The list's state read from the hash route's query string; `setState` writes a new history
 * entry, so Back steps through tabs, pages, filters, sorting and searches, and a reload keeps them.
 */
export function useListState() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = useMemo(() => readListState(params), [params]);
  const setState = useCallback(
    (next: EditorListState) => {
      const query = listStateQuery(next);
      // The same list again (apply without a change) adds no history entry.
      if (query !== listStateQuery(readListState(params))) {
        void navigate({ search: query ? `?${query}` : '' });
      }
    },
    [navigate, params],
  );
  return { params, state, query: listStateQuery(state), setState };
}
