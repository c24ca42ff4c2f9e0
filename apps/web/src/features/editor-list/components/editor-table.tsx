import type { EditorListRow } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWireDate } from '../lib/wire-date.ts';
import styles from './editor-table.module.css';
import { MultiValueCell } from './multi-value-cell.tsx';

export interface EditorTableProps {
  rows: readonly EditorListRow[];
  onCopy: (row: EditorListRow) => void;
  onDelete: (row: EditorListRow) => void;
}

/** The editor list's table: one row per post with its columns and actions (spec 02 §2). */
export function EditorTable({ rows, onCopy, onDelete }: EditorTableProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('editorList.columns.title')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('editorList.columns.fix')}</span>
            </th>
            <th scope="col">{t('editorList.columns.status')}</th>
            <th scope="col">{t('editorList.columns.date')}</th>
            <th scope="col">{t('editorList.columns.group')}</th>
            <th scope="col">{t('editorList.columns.flows')}</th>
            <th scope="col">{t('editorList.columns.sections')}</th>
            <th scope="col">{t('editorList.columns.tags')}</th>
            <th scope="col">
              <span className={styles.visuallyHidden}>{t('editorList.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pk} data-pk={row.pk}>
              <th scope="row" className={styles.titleCell}>
                <Link to={`/editor/edit/${row.pk}/`} className={styles.titleLink}>
                  {row.title}
                </Link>
              </th>
              <td>
                {row.fix && (
                  <span className={styles.pin} title={t('editorList.pinned')}>
                    <PinIcon />
                    <span className={styles.visuallyHidden}>{t('editorList.pinned')}</span>
                  </span>
                )}
              </td>
              <td>
                <span className={`${styles.status} ${styles[row.status]}`}>
                  {t(`editorList.status.${row.status}`)}
                </span>
              </td>
              <td>
                <DateCell row={row} />
              </td>
              <td>
                <MultiValueCell values={row.feed_group_title} />
              </td>
              <td>
                <MultiValueCell values={row.flows_title_list} />
              </td>
              <td>
                <MultiValueCell values={row.section_title_list} />
              </td>
              <td>
                <MultiValueCell values={row.feed_tag_title_list} />
              </td>
              <td>
                <div className={styles.actions}>
                  <ActionLink to={`/editor/schedule/${row.pk}/`} label={t('editorList.schedule')}>
                    <path d="M7 3v3M17 3v3M4 9h16M5 5h14v15H5zM12 13v3l2 1" />
                  </ActionLink>
                  <ActionLink to={`/editor/edit/${row.pk}/`} label={t('editorList.edit')}>
                    <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
                  </ActionLink>
                  <button
                    type="button"
                    className={styles.action}
                    aria-label={t('editorList.copy')}
                    title={t('editorList.copy')}
                    onClick={() => onCopy(row)}
                  >
                    <Glyph>
                      <path d="M9 9h11v11H9zM5 15H4V4h11v1" />
                    </Glyph>
                  </button>
                  <ActionLink
                    to={`/preview_publ_from_list/${row.pk}`}
                    label={t('editorList.preview')}
                  >
                    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
                  </ActionLink>
                  <button
                    type="button"
                    className={`${styles.action} ${styles.danger}`}
                    aria-label={t('editorList.delete')}
                    title={t('editorList.delete')}
                    onClick={() => onDelete(row)}
                  >
                    <Glyph>
                      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
                    </Glyph>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function ActionLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.action} aria-label={label} title={label}>
      <Glyph>{children}</Glyph>
    </Link>
  );
}

function PinIcon() {
  return (
    <Glyph>
      <path d="M9 4h6l-1 6 3 3H7l3-3zM12 13v7" />
    </Glyph>
  );
}
