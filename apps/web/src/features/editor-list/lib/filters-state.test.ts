import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  categoryCount,
  EMPTY_FILTERS,
  filtersPanelReducer,
  INITIAL_FILTERS_PANEL,
  type FiltersPanelAction,
  type FiltersPanelState,
} from './filters-state.ts';

const run = (state: FiltersPanelState, ...actions: FiltersPanelAction[]) =>
  actions.reduce(filtersPanelReducer, state);

describe('filtersPanelReducer', () => {
  const open: FiltersPanelAction = { type: 'open', applied: EMPTY_FILTERS };

  it('starts closed at the main list with nothing chosen', () => {
    expect(INITIAL_FILTERS_PANEL).toEqual({ open: false, view: 'main', pending: EMPTY_FILTERS });
  });

  it('apply returns from a category to the main list, keeping the pending values', () => {
    const state = run(
      INITIAL_FILTERS_PANEL,
      open,
      { type: 'choose', category: 'flows' },
      { type: 'toggle', category: 'flows', pk: 3 },
      { type: 'toggle', category: 'flows', pk: 5 },
    );
    expect(state.view).toBe('flows');
    const applied = run(state, { type: 'apply' });
    expect(applied.view).toBe('main');
    expect(applied.pending.flows).toEqual([3, 5]);
  });

  it('unticks a ticked value', () => {
    const state = run(
      INITIAL_FILTERS_PANEL,
      { type: 'toggle', category: 'feed_tags', pk: 1 },
      { type: 'toggle', category: 'feed_tags', pk: 2 },
      { type: 'toggle', category: 'feed_tags', pk: 1 },
    );
    expect(state.pending.feed_tags).toEqual([2]);
  });

  it('opening copies the applied values over unapplied choices', () => {
    const closed = run(
      INITIAL_FILTERS_PANEL,
      open,
      { type: 'toggle', category: 'section', pk: 2 },
      { type: 'choose', category: 'date' },
      { type: 'close' },
    );
    expect(closed.pending.section).toEqual([2]);
    const reopened = run(closed, { type: 'open', applied: { ...EMPTY_FILTERS, section: [1] } });
    expect(reopened).toMatchObject({ open: true, view: 'main' });
    expect(reopened.pending.section).toEqual([1]);
  });

  it("'Cбросить' clears one category's pending values only", () => {
    const state = run(
      INITIAL_FILTERS_PANEL,
      { type: 'toggle', category: 'feed_group', pk: 1 },
      { type: 'setDate', which: 'start_date', value: '2025-01-01' },
      { type: 'setDate', which: 'end_date', value: '2025-02-01' },
      { type: 'resetCategory', category: 'date' },
    );
    expect(state.pending).toMatchObject({ start_date: '', end_date: '', feed_group: [1] });
  });

  it("'Cбросить все' clears the pending values and returns to the main list", () => {
    const state = run(
      INITIAL_FILTERS_PANEL,
      { type: 'toggle', category: 'flows', pk: 1 },
      { type: 'choose', category: 'flows' },
      { type: 'resetAll' },
    );
    expect(state).toMatchObject({ view: 'main', pending: EMPTY_FILTERS });
  });
});

describe('counts', () => {
  const filters = {
    ...EMPTY_FILTERS,
    start_date: '2025-01-01',
    flows: [1, 2, 3],
    feed_tags: [4],
  };

  it('counts the chosen values of each category (each filled date is one)', () => {
    expect(categoryCount(filters, 'date')).toBe(1);
    expect(categoryCount(filters, 'flows')).toBe(3);
    expect(categoryCount(filters, 'feed_tags')).toBe(1);
    expect(categoryCount(filters, 'section')).toBe(0);
  });

  it('adds them up for the filters button', () => {
    expect(activeFilterCount(filters)).toBe(5);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });
});
