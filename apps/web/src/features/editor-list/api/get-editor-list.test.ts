import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE } from '../lib/list-url.ts';
import { EDITOR_LIST_POLL_MS, editorListPath, editorListQueryOptions } from './get-editor-list.ts';

describe('editor list query', () => {
  it('sends the ordering unless it is the default', () => {
    expect(editorListPath(DEFAULT_LIST_STATE)).not.toContain('ordering');
    expect(editorListPath({ ...DEFAULT_LIST_STATE, ordering: '-release_date' })).toContain(
      'ordering=-release_date',
    );
  });

  it('is asked again on focus and every 15 s while visible, never fresh on mount', () => {
    const options = editorListQueryOptions(DEFAULT_LIST_STATE);
    expect(EDITOR_LIST_POLL_MS).toBe(15_000);
    expect(options).toMatchObject({
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: EDITOR_LIST_POLL_MS,
    });
    // The poll pauses in a background tab (TanStack Query's default, not overridden).
    expect(options).not.toHaveProperty('refetchIntervalInBackground');
  });
});
