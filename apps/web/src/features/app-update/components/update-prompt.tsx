import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import styles from './update-prompt.module.css';

export interface UpdatePromptProps {
  /** Switches to the waiting version and reloads; null while there is none. */
  activate: (() => void) | null;
  onDismiss: () => void;
}

/**
 * "A new version is available — Reload": a banner that takes no focus and blocks nothing. It
 * sits in a live region that exists before the banner appears, so screen readers announce it.
 * Closed, it comes back on the next page load while the new version still waits.
 */
export function UpdatePrompt({ activate, onDismiss }: UpdatePromptProps) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const handleReload = () => {
    setReloading(true);
    activate?.();
  };
  return (
    <div role="status" className={styles.region}>
      {activate && (
        <div className={styles.prompt}>
          <p className={styles.text}>{t('appUpdate.available')}</p>
          <button
            type="button"
            className={styles.reload}
            onClick={handleReload}
            disabled={reloading}
          >
            {reloading ? t('appUpdate.reloading') : t('appUpdate.reload')}
          </button>
          <button
            type="button"
            className={styles.close}
            aria-label={t('appUpdate.later')}
            onClick={onDismiss}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
