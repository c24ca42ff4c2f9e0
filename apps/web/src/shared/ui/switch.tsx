import { useId } from 'react';
import styles from './switch.module.css';

export interface SwitchProps {
  label: string;
  /** A line under the label (with `locked`: why it cannot be switched now). */
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  /** The all-on toggle of a group, set apart from the single ones. */
  strong?: boolean;
  /** Shown but not switchable (`aria-disabled`: it stays focusable and keeps its hint read). */
  locked?: boolean;
}

/** A labelled on/off switch (role="switch"); clicking its label toggles it too. */
export function Switch({ label, hint, checked, onChange, strong, locked }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.row} data-strong={strong || undefined}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-disabled={locked || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={styles.switch}
        onClick={() => !locked && onChange(!checked)}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
