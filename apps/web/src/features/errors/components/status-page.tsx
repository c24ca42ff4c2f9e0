import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** A line such as the user id, shown under the text. */
  meta?: string | undefined;
  actions: ReactNode;
  /** Inside the app shell the page blends into the content area instead of standing alone. */
  inShell?: boolean;
  tone?: 'neutral' | 'danger';
}

/** The common frame of the error and not-found screens. */
export function StatusPage({ icon, title, text, meta, actions, inShell, tone }: StatusPageProps) {
  const classes = [styles.page, inShell && styles.inShell, tone === 'danger' && styles.danger];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <section className={styles.card} aria-labelledby="status-title">
        <span className={styles.icon}>{icon}</span>
        <h1 id="status-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {meta && <p className={styles.meta}>{meta}</p>}
        <div className={styles.actions}>{actions}</div>
      </section>
    </div>
  );
}
