import type { CSSProperties } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPercent, PROGRESS_BAR_MIN_WIDTH, progressBarWidth } from '../lib/progress-bar.ts';
import styles from './programme-page.module.css';

/**
 * The flow's progress: the percentage and a bar, empty at 0%; any progress fills at least 4%
 * (8% on small screens, where CSS picks the second width), so a start is always seen.
 */
export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const value = clampPercent(percent);
  const widths = {
    '--fill-desktop': `${progressBarWidth(value, PROGRESS_BAR_MIN_WIDTH.desktop)}%`,
    '--fill-mobile': `${progressBarWidth(value, PROGRESS_BAR_MIN_WIDTH.mobile)}%`,
  } as CSSProperties;
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span id={labelId} className={styles.progressLabel}>
          {t('programme.progress')}
        </span>
        <span className={styles.progressValue} data-testid="programme-percent">
          <span className="visually-hidden">{t('programme.passed')} </span>
          {value}%
        </span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div className={styles.fill} style={widths} data-complete={value === 100 || undefined} />
      </div>
    </div>
  );
}
