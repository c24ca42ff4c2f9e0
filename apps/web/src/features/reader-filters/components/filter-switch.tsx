import { useId } from 'react';
import styles from './reader-filters.module.css';

export interface FilterSwitchProps {
  label: string;
  checked: boolean;
  /** Why it cannot be switched off now (the last one on); shown under the label. */
  lockedHint?: string;
  onChange: (value: boolean) => void;
}

/** A labelled on/off switch (role="switch"); clicking its label toggles it too. */
export function FilterSwitch({ label, checked, lockedHint, onChange }: FilterSwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <span className={styles.rowText}>
        <label htmlFor={id} className={styles.rowLabel}>
          {label}
        </label>
        {lockedHint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {lockedHint}
          </span>
        )}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-disabled={lockedHint ? true : undefined}
        aria-describedby={lockedHint ? `${id}-hint` : undefined}
        className={styles.switch}
        onClick={() => !lockedHint && onChange(!checked)}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
