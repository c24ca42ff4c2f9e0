import type { EditorListRow } from '@app/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './editor-table.module.css';

export interface RowActionsProps {
  row: EditorListRow;
  /** A link to one of the post's screens is followed (the list remembers the way back). */
  onOpen: (row: EditorListRow) => void;
  onCopy: (row: EditorListRow) => void;
  onDelete: (row: EditorListRow) => void;
}

/**
 * Schedule, edit, copy, preview and delete of one row (spec 02 §2), and its reach (our
 * addition), as icon buttons.
 */
export function RowActions({ row, onOpen, onCopy, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const open = () => onOpen(row);
  return (
    <div className={styles.actions}>
      <ActionLink to={`/editor/schedule/${row.pk}/`} label={t('editorList.schedule')} onOpen={open}>
        <path d="M7 3v3M17 3v3M4 9h16M5 5h14v15H5zM12 13v3l2 1" />
      </ActionLink>
      <ActionLink to={`/editor/edit/${row.pk}/`} label={t('editorList.edit')} onOpen={open}>
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
        onOpen={open}
      >
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
      </ActionLink>
      <ActionLink to={`/editor/reach/${row.pk}/`} label={t('editorList.reach')} onOpen={open}>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
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
  );
}

export function Glyph({ children }: { children: ReactNode }) {
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

function ActionLink({
  to,
  label,
  onOpen,
  children,
}: {
  to: string;
  label: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={styles.action} aria-label={label} title={label} onClick={onOpen}>
      <Glyph>{children}</Glyph>
    </Link>
  );
}
