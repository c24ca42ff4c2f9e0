import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { forgetListReturn, peekListReturn, rememberListReturn } from '../lib/list-return.ts';
import { hasListState, listStateQuery, readListState } from '../lib/list-url.ts';

/**
 * The post the editor saved since `since`: the editor puts its answer in the
 * ['editor', 'publication', id] cache entry. Null when nothing was saved (Back without saving).
 */
function savedSince(queryClient: QueryClient, since: number): number | null {
  const [latest] = queryClient
    .getQueryCache()
    .findAll({ queryKey: editorKeys.publications })
    .filter((query) => typeof query.queryKey[2] === 'number' && query.state.dataUpdatedAt >= since)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return latest ? (latest.queryKey[2] as number) : null;
}

/**
 * The query to restore on arrival at a bare list: the one the list was left with. After a new
 * post in the default order (newest first) the list comes back at page 1, where that post is.
 */
function restoredQuery(query: string, created: boolean): string {
  const state = readListState(new URLSearchParams(query));
  return created && state.ordering === '-created' ? listStateQuery({ ...state, page: 1 }) : query;
}

/**
 * The way back from the editor. `remember(pk)` is called when a post's link (or 'Написать
 * пост', pk null) is followed. Arriving at a bare /editor/list (the editor's Save and Back lead
 * there) restores the list as it was left; browser Back and reload keep the query anyway. The
 * post to highlight is the URL's `highlight`, else the one opened, else the one just created.
 */
export function useListReturn(params: URLSearchParams, currentQuery: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [arrival] = useState(() => {
    const back = peekListReturn();
    if (!back) return null;
    return { ...back, pk: back.pk ?? savedSince(queryClient, back.at), created: back.pk === null };
  });
  const [highlight] = useState<number | null>(
    () => Number(params.get('highlight')) || arrival?.pk || null,
  );

  useEffect(() => {
    forgetListReturn();
    if (arrival && !hasListState(params) && arrival.query) {
      const query = restoredQuery(arrival.query, arrival.created);
      if (query) void navigate({ search: `?${query}` }, { replace: true });
    }
    // Once, on arrival: later changes of the query are the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remember = useCallback(
    (pk: number | null) => rememberListReturn({ query: currentQuery, pk, at: Date.now() }),
    [currentQuery],
  );
  return { highlight, remember };
}
