import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useGoBack } from '../../../shared/lib/use-go-back.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PlusIcon } from '../../../shared/ui/icons.tsx';
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
  toSyncBody,
  type ScheduleRow,
} from '../lib/schedule-rows.ts';
import { ScheduleHeading } from './schedule-heading.tsx';
import { ScheduleRowFields } from './schedule-row-fields.tsx';
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
  const [search] = useSearchParams();
  // Back to where the screen was opened from (the list or the editor); the list when unknown.
  const goBack = useGoBack(search.get('prev_url'), '/editor/list');
  const [rows, setRows] = useState(initialRows);
  const [invalid, setInvalid] = useState(false);
  const sync = useSyncSchedule(pk);
  const now = new Date();
  const blocker = saveBlocker(rows);

  const update = (key: number, change: Partial<ScheduleRow>) => {
    setInvalid(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const remove = (key: number) => {
    setInvalid(false);
    setRows((current) => current.filter((row) => row.key !== key));
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
        <ScheduleHeading pk={pk} />

        <ul className={styles.rows}>
          {rows.map((row, index) => (
            <ScheduleRowFields
              key={row.key}
              row={row}
              number={index + 1}
              invalid={invalid && !isRowComplete(row)}
              runsAtOnce={runsAtOnce(row, now)}
              onChange={(change) => update(row.key, change)}
              onRemove={() => remove(row.key)}
            />
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
          <Button variant="secondary" onClick={goBack}>
            {t('schedule.back')}
          </Button>
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
