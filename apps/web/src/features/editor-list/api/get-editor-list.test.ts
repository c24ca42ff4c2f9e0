import { endpoints } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '../../../shared/lib/call-api.ts';
import { DEFAULT_LIST_STATE } from '../lib/list-url.ts';
import { EDITOR_LIST_POLL_MS, editorListQuery, editorListQueryOptions } from './get-editor-list.ts';

describe('editor list query', () => {
  it('sends the ordering unless it is the default', () => {
    expect(editorListQuery(DEFAULT_LIST_STATE).ordering).toBeUndefined();
    expect(editorListQuery({ ...DEFAULT_LIST_STATE, ordering: '-release_date' })).toMatchObject({
      ordering: '-release_date',
    });
  });

  it('asks the list of spec 02 §7: status flag, filters as repeated keys, in this order', () => {
    const query = editorListQuery({
      tab: 'draft',
      page: 2,
      search: ' йога ',
      filters: {
        start_date: '2025-01-01',
        end_date: '',
        feed_group: [1],
        flows: [3, 4],
        section: [],
        feed_tags: [5],
      },
      ordering: 'title',
    });
    expect(endpointUrl(endpoints.editorPublicationList, { query })).toBe(
      '/api/v1/publication-editor/publication/list/?page=2&visible_page_count=7' +
        '&full_text_search=%D0%B9%D0%BE%D0%B3%D0%B0&draft=true&start_date=2025-01-01' +
        '&flows=3&flows=4&feed_group=1&feed_tags=5&ordering=title',
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
