import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './filters-state.ts';
import {
  DEFAULT_LIST_STATE,
  hasListState,
  listStateQuery,
  readListState,
  type EditorListState,
} from './list-url.ts';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('list state in the query string', () => {
  it('leaves the defaults out: the plain list has no query', () => {
    expect(listStateQuery(DEFAULT_LIST_STATE)).toBe('');
    expect(read('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('writes and reads back tab, page, search, filters and ordering', () => {
    const state: EditorListState = {
      tab: 'delayed',
      page: 3,
      search: 'рецепт & суп',
      filters: {
        ...EMPTY_FILTERS,
        start_date: '2025-01-01',
        end_date: '2025-02-01',
        flows: [3, 4],
        feed_tags: [5],
      },
      ordering: '-title',
    };
    const query = listStateQuery(state);
    expect(query).toBe(
      'tab=delayed&page=3&search=%D1%80%D0%B5%D1%86%D0%B5%D0%BF%D1%82%20%26%20%D1%81%D1%83%D0%BF' +
        '&start_date=2025-01-01&end_date=2025-02-01&flows=3,4&feed_tags=5&ordering=-title',
    );
    expect(read(query)).toEqual(state);
  });

  it('drops unknown or malformed values', () => {
    expect(
      read('tab=nope&page=0&flows=1,x,-2,1&start_date=01.02.2025&ordering=created&section=7'),
    ).toEqual({ ...DEFAULT_LIST_STATE, filters: { ...EMPTY_FILTERS, flows: [1], section: [7] } });
    expect(read('page=abc').page).toBe(1);
  });

  it('tells a bare list (or one with only a highlight) from one with state', () => {
    expect(hasListState(new URLSearchParams(''))).toBe(false);
    expect(hasListState(new URLSearchParams('highlight=5'))).toBe(false);
    expect(hasListState(new URLSearchParams('page=2'))).toBe(true);
    expect(hasListState(new URLSearchParams('flows=3'))).toBe(true);
  });
});
