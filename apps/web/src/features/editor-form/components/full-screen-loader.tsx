import { Spinner } from '../../../shared/ui/spinner.tsx';
import styles from './editor-form.module.css';

/** Covers the whole window while the editor loads or saves. */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className={styles.loader} data-testid="full-screen-loader">
      <Spinner label={label} />
    </div>
  );
}
