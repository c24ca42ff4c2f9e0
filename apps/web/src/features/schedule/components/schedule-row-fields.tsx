import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import {
  SCHEDULE_EVENT_CHOICES,
  type ScheduleEventChoice,
  type ScheduleRow,
} from '../lib/schedule-rows.ts';
import styles from './schedule-page.module.css';

export interface ScheduleRowFieldsProps {
  row: ScheduleRow;
  /** The row's place in the list, from 1 (the fields' names carry it). */
  number: number;
  /** Marked as incomplete after a refused save. */
  invalid: boolean;
  /** The row's moment has come: a note under it says the action runs on save. */
  runsAtOnce: boolean;
  onChange: (change: Partial<ScheduleRow>) => void;
  onRemove: () => void;
}

/**
 * One row: action, date, time and the remove cross. On a phone the action and the cross share
 * the first line, date and time the second.
 */
export function ScheduleRowFields({
  row,
  number,
  invalid,
  runsAtOnce,
  onChange,
  onRemove,
}: ScheduleRowFieldsProps) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <li className={styles.row} data-invalid={invalid}>
      <label className={styles.field}>
        <span className={styles.label}>{t('schedule.action')}</span>
        <select
          value={row.event}
          aria-label={t('schedule.actionOf', { number })}
          onChange={(event) => onChange({ event: event.target.value as ScheduleEventChoice | '' })}
        >
          <option value="">{t('schedule.chooseAction')}</option>
          {SCHEDULE_EVENT_CHOICES.map((event) => (
            <option key={event} value={event}>
              {t(`schedule.events.${event}`)}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.moment}>
        <label className={styles.field}>
          <span className={styles.label}>{t('schedule.date')}</span>
          <input
            type="date"
            value={row.date}
            aria-label={t('schedule.dateOf', { number })}
            onChange={(event) => onChange({ date: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('schedule.time')}</span>
          <input
            type="time"
            value={row.time}
            aria-label={t('schedule.timeOf', { number })}
            aria-describedby={runsAtOnce ? noteId : undefined}
            onChange={(event) => onChange({ time: event.target.value })}
          />
        </label>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('schedule.remove', { number })}
        onClick={onRemove}
      >
        <CloseIcon size={18} />
      </button>
      {runsAtOnce && (
        <p className={styles.note} id={noteId}>
          {t('schedule.runsAtOnce')}
        </p>
      )}
    </li>
  );
}
