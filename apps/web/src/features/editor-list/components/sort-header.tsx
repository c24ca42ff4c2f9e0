import type { EditorListOrdering } from '@app/contract';
import { nextOrdering, sortDirection, type SortColumn } from '../lib/sorting.ts';
import styles from './editor-table.module.css';

export interface SortHeaderProps {
  column: SortColumn;
  label: string;
  ordering: EditorListOrdering;
  onOrdering: (ordering: EditorListOrdering) => void;
}

/** A column header that sorts the list: a button, with aria-sort on the sorted column. */
export function SortHeader({ column, label, ordering, onOrdering }: SortHeaderProps) {
  const direction = sortDirection(ordering, column);
  return (
    <th scope="col" aria-sort={direction ?? undefined} className={styles.sortable}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onOrdering(nextOrdering(ordering, column))}
      >
        {label}
        <svg
          className={styles.sortGlyph}
          data-direction={direction ?? 'none'}
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 1.5 9 5H3z" className={styles.sortUp} />
          <path d="M6 10.5 3 7h6z" className={styles.sortDown} />
        </svg>
      </button>
    </th>
  );
}
