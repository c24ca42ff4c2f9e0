import { useId, useState, type ReactNode } from 'react';
import styles from './editor-form.module.css';

/** A titled group of fields that opens and closes (closed at first). */
export function CollapsibleGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section className={styles.group}>
      <h2 className={styles.groupHeading}>
        <button
          type="button"
          className={styles.groupToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '▾' : '▸'}
          </span>
          {title}
        </button>
      </h2>
      <div id={regionId} className={styles.groupBody} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
