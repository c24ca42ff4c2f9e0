import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './programme-page.module.css';
import { InfoIcon } from './programme-icons.tsx';

/**
 * The page heading: the flow's name, with an 'i' whose tooltip says how progress is counted
 * (shown on hover and focus; a tap toggles it on touch screens, Escape hides it).
 */
export function FlowTitle({ name }: { name: string }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.titleRow}>
      <h1 className={styles.title}>{name}</h1>
      <span className={styles.tooltipAnchor} data-open={open || undefined}>
        <button
          type="button"
          className={styles.tooltipButton}
          aria-label={t('programme.about')}
          aria-describedby={tooltipId}
          onClick={() => setOpen((value) => !value)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <InfoIcon size={20} />
        </button>
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {t('programme.tooltip')}
        </span>
      </span>
    </div>
  );
}
