import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: string;
  text: string;
}

/** The 'nothing here yet' banner of an empty list, with a small drawing. */
export function EmptyState({ title, text }: EmptyStateProps) {
  return (
    <section className={styles.banner} aria-label={title}>
      <svg
        className={styles.picture}
        width="160"
        height="120"
        viewBox="0 0 160 120"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="22" y="18" width="116" height="84" rx="14" fill="var(--color-primary-soft)" />
        <rect x="40" y="36" width="80" height="10" rx="5" fill="var(--color-surface)" />
        <rect x="40" y="54" width="60" height="10" rx="5" fill="var(--color-surface)" />
        <rect x="40" y="72" width="70" height="10" rx="5" fill="var(--color-surface)" />
        <circle cx="124" cy="92" r="18" fill="var(--color-primary)" />
        <path d="M116 92h16M124 84v16" stroke="var(--color-on-primary)" strokeWidth="3" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
