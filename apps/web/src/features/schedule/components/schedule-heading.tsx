import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduledPost } from '../api/get-scheduled-post.ts';
import styles from './schedule-page.module.css';

/**
 * 'Расписание' with its Moscow-time tooltip (hover, keyboard focus, or a tap on a phone; Escape
 * closes it) and the title of the post being scheduled, once loaded.
 */
export function ScheduleHeading({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const post = useScheduledPost(pk);
  return (
    <div className={styles.heading}>
      <div className={styles.titleLine}>
        <h1 className={styles.title}>{t('schedule.title')}</h1>
        <span className={styles.tooltipAnchor} data-open={open}>
          <button
            type="button"
            className={styles.info}
            aria-label={t('schedule.timeZoneLabel')}
            aria-describedby={tooltipId}
            onClick={() => setOpen((current) => !current)}
            onBlur={() => setOpen(false)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <span className={styles.infoGlyph} aria-hidden="true">
              i
            </span>
          </button>
          <span role="tooltip" id={tooltipId} className={styles.tooltip}>
            {t('schedule.timeZoneHint')}
          </span>
        </span>
      </div>
      {post.data && (
        <p className={styles.post}>
          <span className={styles.postLabel}>{t('schedule.post')}</span> {post.data.title}
        </p>
      )}
    </div>
  );
}
