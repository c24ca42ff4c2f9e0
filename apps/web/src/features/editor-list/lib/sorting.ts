import type { EditorListOrdering } from '@app/contract';

/** The sortable columns of the table. */
export type SortColumn = 'title' | 'release_date';

/** A column's first click: titles A→Я, release dates latest first. */
const FIRST: Record<SortColumn, EditorListOrdering> = {
  title: 'title',
  release_date: '-release_date',
};

/** How the list is sorted by `column`: 'ascending', 'descending', or null when by another. */
export function sortDirection(
  ordering: EditorListOrdering,
  column: SortColumn,
): 'ascending' | 'descending' | null {
  if (ordering === column) return 'ascending';
  if (ordering === `-${column}`) return 'descending';
  return null;
}

/**
 * The ordering after a click on `column`'s header: its first direction, then the other one,
 * then back to the default order (newest created first).
 */
export function nextOrdering(ordering: EditorListOrdering, column: SortColumn): EditorListOrdering {
  const first = FIRST[column];
  if (ordering === first)
    return (first.startsWith('-') ? column : `-${column}`) as EditorListOrdering;
  if (sortDirection(ordering, column) !== null) return '-created';
  return first;
}
