import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './menu-rows.module.css';

/** A bordered group of rows: menu rows or switches of a settings page. */
export function MenuGroup({ children }: { children: ReactNode }) {
  return <div className={styles.group}>{children}</div>;
}

/** A row opening a further page: its label, a hint (what the page holds now) and a chevron. */
export function MenuRow({
  label,
  hint,
  onClick,
}: {
  label: string;
  hint: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.row} onClick={onClick}>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{hint}</span>
      </span>
      <ChevronDownIcon size={20} className={styles.chevron} />
    </button>
  );
}
