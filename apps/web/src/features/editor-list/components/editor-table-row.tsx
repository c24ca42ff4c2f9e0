import type { EditorListRow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWireDate } from '../../../shared/lib/wire-date.ts';
import styles from './editor-table.module.css';
import { MultiValueCell } from './multi-value-cell.tsx';
import { ReachCell } from './reach-cell.tsx';
import { Glyph, RowActions } from './row-actions.tsx';

/** What a row's title and actions do. */
export interface RowHandlers {
  onOpen: (row: EditorListRow) => void;
  onCopy: (row: EditorListRow) => void;
  onDelete: (row: EditorListRow) => void;
}

export interface EditorTableRowProps extends RowHandlers {
  row: EditorListRow;
  /** The post just edited or created: marked. */
  highlighted: boolean;
}

/**
 * One post of the editor list: its title (opens the editor), pinned mark, status, dates, group,
 * flows, sections, tags, reach and actions; a card on narrow screens.
 */
export function EditorTableRow({
  row,
  highlighted,
  onOpen,
  onCopy,
  onDelete,
}: EditorTableRowProps) {
  const { t } = useTranslation();
  return (
    <tr data-pk={row.pk} className={highlighted ? styles.highlighted : undefined}>
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
      <ValuesCell label={t('editorList.columns.sections')} values={row.section_title_list} />
      <ValuesCell label={t('editorList.columns.tags')} values={row.feed_tag_title_list} />
      <ReachCell reach={row.reach} />
      <td className={styles.actionsCell}>
        <RowActions row={row} onOpen={onOpen} onCopy={onCopy} onDelete={onDelete} />
      </td>
    </tr>
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
          {t('editorList.activation', { date: formatWireDate(row.activate_event_date) })}
        </span>
      )}
    </div>
  );
}
