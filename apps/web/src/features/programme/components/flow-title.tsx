import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggletip } from '../hooks/use-toggletip.ts';
import styles from './programme-page.module.css';
import { InfoIcon } from './programme-icons.tsx';

/**
 * The page heading: the flow's name, with an 'i' whose tooltip says how progress is counted
 * (hover, keyboard focus or a tap; Escape hides it). The tip opens in the flow of the page, under
 * the title, so it pushes the flow selector down instead of covering it.
 */
export function FlowTitle({ name }: { name: string }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const tip = useToggletip();
  return (
    <div className={styles.titleBlock} {...tip.anchorProps}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{name}</h1>
        <button
          type="button"
          className={styles.tooltipButton}
          aria-label={t('programme.about')}
          aria-describedby={tooltipId}
          aria-expanded={tip.shown}
          {...tip.buttonProps}
        >
          <InfoIcon size={20} />
        </button>
      </div>
      <span role="tooltip" id={tooltipId} className={styles.tooltip} hidden={!tip.shown}>
        {t('programme.tooltip')}
      </span>
    </div>
  );
}
