import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { splitCellValues } from '../lib/cells.ts';
import styles from './editor-table.module.css';

/** A list cell: the first two values, a '...' popup with the rest, '-' when there is none. */
export function MultiValueCell({ values }: { values: readonly string[] | string | null }) {
  const { t } = useTranslation();
  const cell = splitCellValues(values);
  if (cell.empty) return <span className={styles.muted}>-</span>;
  return (
    <span className={styles.values}>
      {cell.shown.map((value, index) => (
        <span key={index} className={styles.value}>
          {value}
        </span>
      ))}
      {cell.rest.length > 0 && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={styles.more}
            aria-label={t('editorList.moreValues', { count: cell.rest.length })}
          >
            ...
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.popup} align="start" sideOffset={4}>
              {cell.rest.map((value, index) => (
                <DropdownMenu.Item key={index} className={styles.popupItem}>
                  {value}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </span>
  );
}
