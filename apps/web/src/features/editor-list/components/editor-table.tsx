import type { EditorListOrdering, EditorListRow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWireDate } from '../../../shared/lib/wire-date.ts';
import styles from './editor-table.module.css';
import { MultiValueCell } from './multi-value-cell.tsx';
import { Glyph, RowActions } from './row-actions.tsx';
import { SortHeader } from './sort-header.tsx';

export interface EditorTableProps {
  rows: readonly EditorListRow[];
  ordering: EditorListOrdering;
  onOrdering: (ordering: EditorListOrdering) => void;
  /** The post to mark (the one just edited or created), or null. */
  highlight: number | null;
  onOpen: (row: EditorListRow) => void;
  onCopy: (row: EditorListRow) => void;
  onDelete: (row: EditorListRow) => void;
}

/**
 * The editor list's table: one row per post with its columns and actions (spec 02 §2); the
 * title and release date headers sort the list. Where the columns do not fit (1140 px and
 * narrower) each row is shown as a card and the header as a bar of the two sort buttons.
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
            <th scope="col" className={styles.actionsCell}>
              <span className={styles.visuallyHidden}>{t('editorList.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.pk}
              data-pk={row.pk}
              className={row.pk === highlight ? styles.highlighted : undefined}
            >
              <th scope="row" className={styles.titleCell}>
                <Link
                  to={`/editor/edit/${row.pk}/`}
                  className={styles.titleLink}
                  onClick={() => onOpen(row)}
                >
                  {row.title}
                </Link>
              </th>
              <td className={`${styles.narrow} ${styles.pinCell}`}>
                {row.fix && (
                  <span className={styles.pin} title={t('editorList.pinned')}>
                    <Glyph>
                      <path d="M9 4h6l-1 6 3 3H7l3-3zM12 13v7" />
                    </Glyph>
                    <span className={styles.visuallyHidden}>{t('editorList.pinned')}</span>
                  </span>
                )}
              </td>
              <td className={styles.statusCell}>
                <span className={`${styles.status} ${styles[row.status]}`}>
                  {t(`editorList.status.${row.status}`)}
                </span>
              </td>
              <td className={styles.dateColumn}>
                <DateCell row={row} />
              </td>
              <ValuesCell label={t('editorList.columns.group')} values={row.feed_group_title} />
              <ValuesCell label={t('editorList.columns.flows')} values={row.flows_title_list} />
              <ValuesCell
                label={t('editorList.columns.sections')}
                values={row.section_title_list}
              />
              <ValuesCell label={t('editorList.columns.tags')} values={row.feed_tag_title_list} />
              <td className={styles.actionsCell}>
                <RowActions row={row} onOpen={onOpen} onCopy={onCopy} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A list column's cell; on a card (narrow screens, no column headers) its column's name
 * precedes the values.
 */
function ValuesCell({
  label,
  values,
}: {
  label: string;
  values: readonly string[] | string | null;
}) {
  return (
    <td className={styles.valuesCell}>
      <span className={styles.cellLabel}>{label}</span>
      <MultiValueCell values={values} />
    </td>
  );
}

/**
 * The release date (when the post went out) and, for a post waiting to go out, its planned
 * activation; without either the fallback cell says there is no date.
 */
function DateCell({ row }: { row: EditorListRow }) {
  const { t } = useTranslation();
  if (!row.pub_start_date && !row.activate_event_date) {
    return <span className={styles.muted}>{t('editorList.noDate')}</span>;
  }
  return (
    <div className={styles.dateCell}>
      {row.pub_start_date && <span>{formatWireDate(row.pub_start_date)}</span>}
      {row.activate_event_date && (
        <span className={styles.activation}>
          {t('editorList.activation', {
            // The label may wrap before the date, never inside it.
            date: formatWireDate(row.activate_event_date).replace(' ', '\u00a0'),
          })}
        </span>
      )}
    </div>
  );
}
