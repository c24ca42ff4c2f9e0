import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { CloseIcon, PlusIcon } from '../../../shared/ui/icons.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useSchedule } from '../api/get-schedule.ts';
import { useSyncSchedule } from '../api/sync-schedule.ts';
import {
  canAddRow,
  canSave,
  isRowComplete,
  newRow,
  rowsFromItems,
  runsAtOnce,
  saveBlocker,
  SCHEDULE_EVENT_CHOICES,
  toSyncBody,
  type ScheduleEventChoice,
  type ScheduleRow,
} from '../lib/schedule-rows.ts';
import styles from './schedule-page.module.css';

/** /editor/schedule/:id (staff): the post's schedule of up to four actions. */
export function SchedulePage() {
  const { id } = useParams();
  const pk = Number(id);
  if (!Number.isInteger(pk) || pk <= 0) return <Navigate to="/404" replace />;
  return <ScheduleLoader key={pk} pk={pk} />;
}

function ScheduleLoader({ pk }: { pk: number }) {
  const { t } = useTranslation();
  const schedule = useSchedule(pk);
  if (schedule.isPending) return <PageSpinner label={t('schedule.loading')} />;
  // A failed load is only logged (spec 02 §8); the screen starts with one blank row.
  if (schedule.isError) console.error('Schedule load failed', schedule.error);
  return <ScheduleForm pk={pk} initialRows={rowsFromItems(schedule.data ?? [], new Date())} />;
}

function ScheduleForm({ pk, initialRows }: { pk: number; initialRows: ScheduleRow[] }) {
  const { t } = useTranslation();
  const tooltipId = useId();
  const [rows, setRows] = useState(initialRows);
  const [invalid, setInvalid] = useState(false);
  const sync = useSyncSchedule(pk);
  const now = new Date();
  const blocker = saveBlocker(rows);

  const update = (key: number, change: Partial<ScheduleRow>) => {
    setInvalid(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const handleSave = () => {
    const body = toSyncBody(rows);
    if (body === null) {
      setInvalid(true);
      return;
    }
    sync.mutate(body);
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('schedule.title')}</h1>
          <span className={styles.tooltipAnchor}>
            <button
              type="button"
              className={styles.info}
              aria-label={t('schedule.timeZoneLabel')}
              aria-describedby={tooltipId}
            >
              i
            </button>
            <span role="tooltip" id={tooltipId} className={styles.tooltip}>
              {t('schedule.timeZoneHint')}
            </span>
          </span>
        </div>

        <ul className={styles.rows}>
          {rows.map((row, index) => (
            <li key={row.key} className={styles.row} data-invalid={invalid && !isRowComplete(row)}>
              {runsAtOnce(row, now) && (
                <p className={styles.note} id={`${tooltipId}-now-${row.key}`}>
                  {t('schedule.runsAtOnce')}
                </p>
              )}
              <label className={styles.field}>
                <span className={styles.label}>{t('schedule.action')}</span>
                <select
                  value={row.event}
                  aria-label={t('schedule.actionOf', { number: index + 1 })}
                  onChange={(event) =>
                    update(row.key, { event: event.target.value as ScheduleEventChoice | '' })
                  }
                >
                  <option value="">{t('schedule.chooseAction')}</option>
                  {SCHEDULE_EVENT_CHOICES.map((event) => (
                    <option key={event} value={event}>
                      {t(`schedule.events.${event}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('schedule.date')}</span>
                <input
                  type="date"
                  value={row.date}
                  aria-label={t('schedule.dateOf', { number: index + 1 })}
                  onChange={(event) => update(row.key, { date: event.target.value })}
                />
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('schedule.time')}</span>
                <input
                  type="time"
                  value={row.time}
                  aria-label={t('schedule.timeOf', { number: index + 1 })}
                  aria-describedby={
                    runsAtOnce(row, now) ? `${tooltipId}-now-${row.key}` : undefined
                  }
                  onChange={(event) => update(row.key, { time: event.target.value })}
                />
              </label>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('schedule.remove', { number: index + 1 })}
                onClick={() => {
                  setInvalid(false);
                  setRows((current) => current.filter((other) => other.key !== row.key));
                }}
              >
                <CloseIcon size={18} />
              </button>
            </li>
          ))}
        </ul>

        {canAddRow(rows) && (
          <button
            type="button"
            className={styles.add}
            onClick={() => setRows((current) => [...current, newRow(new Date())])}
          >
            <PlusIcon size={18} />
            {t('schedule.add')}
          </button>
        )}

        {blocker && <p className={styles.hint}>{t(`schedule.saveBlocked.${blocker}`)}</p>}

        {invalid && (
          <p role="alert" className={styles.error}>
            {t('schedule.invalid')}
          </p>
        )}

        <div className={styles.footer}>
          <Link to="/editor/list" className={buttonClassName('secondary')}>
            {t('schedule.back')}
          </Link>
          {canSave(rows) && (
            <Button onClick={handleSave} disabled={sync.isPending}>
              {t('schedule.save')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
