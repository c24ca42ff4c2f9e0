import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorParams } from '../../../shared/editor/get-editor-params.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { LoadError } from './load-error.tsx';
import styles from './progress-page.module.css';

export interface FlowPickerProps {
  /** The flow shown; null before one is picked. */
  selected: number | null;
  onPick: (flowId: number) => void;
}

/** 'Поток': a select of every flow (the editor's params), in the server's order. */
export function FlowPicker({ selected, onPick }: FlowPickerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const params = useEditorParams();
  if (params.isPending) return <Spinner label={t('progress.flows.loading')} />;
  if (params.isError) {
    return (
      <LoadError message={t('progress.flows.loadFailed')} onRetry={() => void params.refetch()} />
    );
  }
  const flows = params.data.flows;
  if (flows.length === 0) return <p className={styles.muted}>{t('progress.flows.none')}</p>;
  // A flow missing from the list (deleted since) leaves the placeholder showing.
  const value = flows.some((flow) => flow.pk === selected) ? String(selected) : '';
  return (
    <div className={styles.picker}>
      <label htmlFor={selectId} className={styles.pickerLabel}>
        {t('progress.flows.label')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={value}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        <option value="" disabled>
          {t('progress.flows.placeholder')}
        </option>
        {flows.map((flow) => (
          <option key={flow.pk} value={flow.pk}>
            {flow.title}
          </option>
        ))}
      </select>
    </div>
  );
}
