import type { CommentOrdering } from '@app/contract';
import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../shared/lib/storage.ts';
import { parseOrdering } from '../lib/comment-rules.ts';

/** The chosen comment sort, remembered in localStorage (`sortComments`); created_at by default. */
export function useCommentSort(): [CommentOrdering, (ordering: CommentOrdering) => void] {
  const [ordering, setOrdering] = useState(() =>
    parseOrdering(readStorage(STORAGE_KEYS.sortComments)),
  );
  const choose = (next: CommentOrdering) => {
    writeStorage(STORAGE_KEYS.sortComments, next);
    setOrdering(next);
  };
  return [ordering, choose];
}
