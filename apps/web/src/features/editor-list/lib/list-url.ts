import { EDITOR_LIST_ORDERINGS, type EditorListOrdering } from '@app/contract';
import { EMPTY_FILTERS, FILTER_LIST_CATEGORIES, type EditorFilters } from './filters-state.ts';
import { EDITOR_TABS, type EditorTab } from './tabs.ts';

/**
 * What the list shows, kept in the hash route's query string so Back and a reload keep it:
 * `?tab=delayed&page=2&search=…&flows=3,4&start_date=2025-01-01&ordering=title`.
 */
export interface EditorListState {
  tab: EditorTab;
  page: number;
  /** Applied search text ('' for none). */
  search: string;
  filters: EditorFilters;
  ordering: EditorListOrdering;
}

export const DEFAULT_LIST_STATE: EditorListState = {
  tab: 'all',
  page: 1,
  search: '',
  filters: EMPTY_FILTERS,
  ordering: '-created',
};

const DATE_KEYS = ['start_date', 'end_date'] as const;
/** Every query key of the list state (anything else, like `highlight`, is not list state). */
const STATE_KEYS = ['tab', 'page', 'search', 'ordering', ...DATE_KEYS, ...FILTER_LIST_CATEGORIES];

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function readIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').filter((part) => /^[1-9][0-9]{0,8}$/.test(part));
  return [...new Set(ids.map(Number))];
}

function readDate(value: string | null): string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

/** Reads the list state from the query string; unknown or malformed values fall back to defaults. */
export function readListState(params: URLSearchParams): EditorListState {
  const tab = params.get('tab');
  const ordering = params.get('ordering');
  const page = params.get('page') ?? '';
  const filters: EditorFilters = {
    start_date: readDate(params.get('start_date')),
    end_date: readDate(params.get('end_date')),
    feed_group: readIds(params.get('feed_group')),
    flows: readIds(params.get('flows')),
    section: readIds(params.get('section')),
    feed_tags: readIds(params.get('feed_tags')),
  };
  return {
    tab: oneOf(EDITOR_TABS, tab) ? tab : DEFAULT_LIST_STATE.tab,
    page: /^[1-9][0-9]{0,6}$/.test(page) ? Number(page) : 1,
    search: (params.get('search') ?? '').trim().slice(0, 200),
    filters,
    ordering: oneOf(EDITOR_LIST_ORDERINGS, ordering) ? ordering : DEFAULT_LIST_STATE.ordering,
  };
}

/**
 * The query string of a list state; defaults are left out, so the plain list is `''`. Id lists
 * are comma-separated (the commas left readable).
 */
export function listStateQuery(state: EditorListState): string {
  const pairs: [string, string][] = [];
  if (state.tab !== DEFAULT_LIST_STATE.tab) pairs.push(['tab', state.tab]);
  if (state.page !== 1) pairs.push(['page', String(state.page)]);
  if (state.search) pairs.push(['search', state.search]);
  for (const key of DATE_KEYS) if (state.filters[key]) pairs.push([key, state.filters[key]]);
  for (const key of FILTER_LIST_CATEGORIES) {
    if (state.filters[key].length > 0) pairs.push([key, state.filters[key].join(',')]);
  }
  if (state.ordering !== DEFAULT_LIST_STATE.ordering) pairs.push(['ordering', state.ordering]);
  return pairs
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
}

/** True when the query string holds any list state (a bare `/editor/list` holds none). */
export function hasListState(params: URLSearchParams): boolean {
  return STATE_KEYS.some((key) => params.has(key));
}
