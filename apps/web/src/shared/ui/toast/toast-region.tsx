import { useSyncExternalStore } from 'react';
import { CloseIcon } from '../icons.tsx';
import styles from './toast-region.module.css';
import { toasts as appToasts, type ToastStore } from './toast-store.ts';

export interface ToastRegionProps {
  /** Accessible name of the close button of each toast. */
  closeLabel: string;
  store?: ToastStore;
}

/** The polite live region where toasts appear; each leaves after its duration or on close. */
export function ToastRegion({ closeLabel, store = appToasts }: ToastRegionProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {items.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
          <p className={styles.text}>{toast.text}</p>
          {toast.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                store.dismiss(toast.id);
                toast.action?.onAction();
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => store.dismiss(toast.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
