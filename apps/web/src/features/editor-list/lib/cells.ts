/** How many values of a multi-value cell show before the '...' popup (spec 02 §9). */
export const CELL_VISIBLE_VALUES = 2;

/** The parts of a multi-value cell: shown values, the rest (in a popup), or '-' when empty. */
export interface MultiValueCell {
  shown: readonly string[];
  rest: readonly string[];
  empty: boolean;
}

/** Splits a list cell (group, flows, sections, tags) into its visible values and the rest. */
export function splitCellValues(
  values: readonly string[] | string | null | undefined,
  visible = CELL_VISIBLE_VALUES,
): MultiValueCell {
  const list = (Array.isArray(values) ? values : values ? [values] : []).filter(
    (value: string) => value.trim() !== '',
  );
  return { shown: list.slice(0, visible), rest: list.slice(visible), empty: list.length === 0 };
}
