/** The list categories of the filters panel, named like the list query's keys. */
export const FILTER_LIST_CATEGORIES = ['feed_group', 'flows', 'section', 'feed_tags'] as const;
export type FilterListCategory = (typeof FILTER_LIST_CATEGORIES)[number];
/** Every category: the dates and the four checkbox lists. */
export type FilterCategory = 'date' | FilterListCategory;

/** The filter values (spec 02 §3 "Filter state"); dates are 'YYYY-MM-DD' or ''. */
export interface EditorFilters {
  start_date: string;
  end_date: string;
  feed_group: readonly number[];
  flows: readonly number[];
  section: readonly number[];
  feed_tags: readonly number[];
}

export const EMPTY_FILTERS: EditorFilters = {
  start_date: '',
  end_date: '',
  feed_group: [],
  flows: [],
  section: [],
  feed_tags: [],
};

/**
 * The panel (spec 02 §4): `view` is the main list ('main', titled 'Фильтры') or one category;
 * `pending` holds what is being chosen. What the list is filtered by (the applied values) lives
 * in the page's URL; apply and 'Cбросить все' write it there.
 */
export interface FiltersPanelState {
  open: boolean;
  view: 'main' | FilterCategory;
  pending: EditorFilters;
}

export type FiltersPanelAction =
  | { type: 'open'; applied: EditorFilters }
  | { type: 'close' }
  | { type: 'choose'; category: FilterCategory }
  | { type: 'back' }
  | { type: 'toggle'; category: FilterListCategory; pk: number }
  | { type: 'setDate'; which: 'start_date' | 'end_date'; value: string }
  | { type: 'resetCategory'; category: FilterCategory }
  | { type: 'resetAll' }
  | { type: 'apply' };

export const INITIAL_FILTERS_PANEL: FiltersPanelState = {
  open: false,
  view: 'main',
  pending: EMPTY_FILTERS,
};

function clearCategory(filters: EditorFilters, category: FilterCategory): EditorFilters {
  return category === 'date'
    ? { ...filters, start_date: '', end_date: '' }
    : { ...filters, [category]: [] };
}

/**
 * The panel's transitions. Opening copies the applied values to pending and starts at the main
 * list; apply returns to the main list (the page applies `pending`); 'Cбросить' clears one
 * category's pending values; 'Cбросить все' clears pending (the page clears the applied values).
 */
export function filtersPanelReducer(
  state: FiltersPanelState,
  action: FiltersPanelAction,
): FiltersPanelState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, view: 'main', pending: action.applied };
    case 'close':
      return { ...state, open: false, view: 'main' };
    case 'choose':
      return { ...state, view: action.category };
    case 'back':
      return { ...state, view: 'main' };
    case 'toggle': {
      const values = state.pending[action.category];
      const next = values.includes(action.pk)
        ? values.filter((pk) => pk !== action.pk)
        : [...values, action.pk];
      return { ...state, pending: { ...state.pending, [action.category]: next } };
    }
    case 'setDate':
      return { ...state, pending: { ...state.pending, [action.which]: action.value } };
    case 'resetCategory':
      return { ...state, pending: clearCategory(state.pending, action.category) };
    case 'resetAll':
      return { ...state, view: 'main', pending: EMPTY_FILTERS };
    case 'apply':
      return { ...state, view: 'main' };
  }
}

/** How many values are chosen in a category (each filled date counts one). */
export function categoryCount(filters: EditorFilters, category: FilterCategory): number {
  if (category === 'date')
    return Number(filters.start_date !== '') + Number(filters.end_date !== '');
  return filters[category].length;
}

/** How many values are chosen over every category (the filters button's badge). */
export function activeFilterCount(filters: EditorFilters): number {
  return (['date', ...FILTER_LIST_CATEGORIES] as const).reduce(
    (sum, category) => sum + categoryCount(filters, category),
    0,
  );
}
