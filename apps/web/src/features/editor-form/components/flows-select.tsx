import type { EditorOption } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from './editor-form.module.css';

export interface FlowsSelectProps {
  options: readonly EditorOption[];
  /** Chosen flow pks, in the order they were chosen (the first one sets the language). */
  value: number[];
  onChange: (flows: number[]) => void;
  errors?: string[];
}

/** Multi-select of flows: chosen ones as removable chips, the rest in an 'add' list. */
export function FlowsSelect({ options, value, onChange, errors }: FlowsSelectProps) {
  const { t } = useTranslation();
  const titleOf = (pk: number) => options.find((option) => option.pk === pk)?.title ?? String(pk);
  const rest = options.filter((option) => !value.includes(option.pk));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('editorForm.flows')}</legend>
      <ul className={styles.chips} aria-label={t('editorForm.flows')}>
        {value.length === 0 && <li className={styles.hint}>{t('editorForm.noFlows')}</li>}
        {value.map((pk) => (
          <li key={pk} className={styles.chip}>
            {titleOf(pk)}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t('editorForm.removeFlow', { title: titleOf(pk) })}
              onClick={() => onChange(value.filter((chosen) => chosen !== pk))}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <select
          className={styles.input}
          aria-label={t('editorForm.addFlow')}
          value=""
          onChange={(event) => {
            if (event.target.value) onChange([...value, Number(event.target.value)]);
          }}
        >
          <option value="">{t('editorForm.addFlow')}</option>
          {rest.map((option) => (
            <option key={option.pk} value={option.pk}>
              {option.title}
            </option>
          ))}
        </select>
      )}
      <FieldErrors errors={errors} />
    </fieldset>
  );
}

/** A field's server messages. */
export function FieldErrors({ errors }: { errors: string[] | undefined }) {
  return errors?.map((message) => (
    <span key={message} className={styles.error} role="alert">
      {message}
    </span>
  ));
}
