import styles from './spinner.module.css';

/** A busy indicator announced to assistive technology with its label. */
export function Spinner({ label }: { label: string }) {
  return <span className={styles.spinner} role="progressbar" aria-label={label} />;
}

/** A full-page busy state, centred where the page content will appear. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  );
}
