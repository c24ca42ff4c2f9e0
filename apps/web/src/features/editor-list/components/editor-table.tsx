import type { EditorListOrdering, EditorListRow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { EditorTableRow, type RowHandlers } from './editor-table-row.tsx';
import styles from './editor-table.module.css';
import { SortHeader } from './sort-header.tsx';

export interface EditorTableProps extends RowHandlers {
  rows: readonly EditorListRow[];
  ordering: EditorListOrdering;
  onOrdering: (ordering: EditorListOrdering) => void;
  /** The post to mark (the one just edited or created), or null. */
  highlight: number | null;
}

/**
 * The editor list's table: one row per post with its columns and actions (spec 02 §2); the
 * title and release date headers sort the list. Where the columns do not fit (narrower
 * than 1200 px) each row is shown as a card and the header as a bar of the two sort buttons.
 */
export function EditorTable({
  rows,
  ordering,
  onOrdering,
  highlight,
  onOpen,
  onCopy,
  onDelete,
}: EditorTableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <SortHeader
              column="title"
              label={t('editorList.columns.title')}
              ordering={ordering}
              onOrdering={onOrdering}
            />
            <th scope="col" className={styles.narrow}>
              <span className={styles.visuallyHidden}>{t('editorList.columns.fix')}</span>
            </th>
            <th scope="col">{t('editorList.columns.status')}</th>
            <SortHeader
              column="release_date"
              label={t('editorList.columns.date')}
              ordering={ordering}
              onOrdering={onOrdering}
            />
            <th scope="col">{t('editorList.columns.group')}</th>
            <th scope="col">{t('editorList.columns.flows')}</th>
            <th scope="col">{t('editorList.columns.sections')}</th>
            <th scope="col">{t('editorList.columns.tags')}</th>
            <th scope="col" className={styles.narrow}>
              {t('editorList.columns.reach')}
            </th>
            <th scope="col" className={styles.actionsCell}>
              <span className={styles.visuallyHidden}>{t('editorList.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <EditorTableRow
              key={row.pk}
              row={row}
              highlighted={row.pk === highlight}
              onOpen={onOpen}
              onCopy={onCopy}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
