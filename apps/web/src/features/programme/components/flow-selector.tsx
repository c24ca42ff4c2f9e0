import type { AvailableFlow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from './programme-page.module.css';

export interface FlowSelectorProps {
  flows: readonly AvailableFlow[];
  selected: number;
  onSelect: (flowId: number) => void;
}

/** Chooses the flow whose programme shows; only offered with more than one flow. */
export function FlowSelector({ flows, selected, onSelect }: FlowSelectorProps) {
  const { t } = useTranslation();
  if (flows.length <= 1) return null;
  return (
    <label className={styles.flowField}>
      <span className={styles.flowLabel}>{t('programme.flow')}</span>
      <select
        className={styles.select}
        value={selected}
        onChange={(event) => onSelect(Number(event.target.value))}
      >
        {flows.map((flow) => (
          <option key={flow.pk} value={flow.pk}>
            {flow.name}
          </option>
        ))}
      </select>
    </label>
  );
}
