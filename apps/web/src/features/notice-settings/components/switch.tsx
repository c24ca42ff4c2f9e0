import { useId } from 'react';
import styles from './notice-settings.module.css';

export interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  /** The all-on toggle of a channel, set apart from the per-type ones. */
  strong?: boolean;
}

/** A labelled on/off switch (role="switch"); clicking its label toggles it too. */
export function Switch({ label, hint, checked, onChange, strong }: SwitchProps) {
  const id = useId();
  return (
    <div className={styles.switchRow} data-strong={strong || undefined}>
      <span className={styles.menuText}>
        <label htmlFor={id} className={styles.switchLabel}>
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.knob} />
      </button>
    </div>
  );
}
