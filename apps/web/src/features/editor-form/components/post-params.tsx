import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withFlows, type EditorFormValues } from '../lib/form-values.ts';
import type { EditorLanguage } from '../lib/language.ts';
import { digitsOnly } from '../lib/read-time.ts';
import { CollapsibleGroup } from './collapsible-group.tsx';
import type { ParamsGroupProps } from './display-params.tsx';
import styles from './editor-form.module.css';
import { FieldErrors, FlowsSelect } from './flows-select.tsx';

/** The post's on/off switches and their labels. */
const SWITCHES = [
  ['disable_comments', 'editorForm.disableComments'],
  ['disable_pushs', 'editorForm.disablePushs'],
] as const;

/** The 'post parameters' group: flows, language, read time, comments and notices switches. */
export function PostParams({ params, values, onChange, errors }: ParamsGroupProps) {
  const { t } = useTranslation();
  const languageId = useId();
  const set = (patch: Partial<EditorFormValues>) => onChange({ ...values, ...patch });

  return (
    <CollapsibleGroup title={t('editorForm.postParams')}>
      <FlowsSelect
        options={params.flows}
        value={values.flows}
        onChange={(flows) => onChange(withFlows(values, flows, params.flows))}
        errors={errors.flows}
      />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={languageId} className={styles.label}>
            {t('editorForm.language')}
          </label>
          <select
            id={languageId}
            className={styles.input}
            value={values.language}
            onChange={(event) => set({ language: event.target.value as EditorLanguage })}
            aria-describedby={`${languageId}-hint`}
          >
            {params.language.map((language) => (
              <option key={language.pk} value={language.pk}>
                {language.title}
              </option>
            ))}
          </select>
          <span id={`${languageId}-hint`} className={styles.hint}>
            {t('editorForm.languageHint')}
          </span>
          <FieldErrors errors={errors.language} />
        </div>
        <label className={styles.field}>
          <span className={styles.label}>{t('editorForm.readTime')}</span>
          <input
            className={styles.input}
            inputMode="numeric"
            value={values.read_time}
            onChange={(event) => set({ read_time: digitsOnly(event.target.value) })}
          />
          <FieldErrors errors={errors.read_time} />
        </label>
      </div>
      {SWITCHES.map(([field, labelKey]) => (
        <label key={field} className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values[field]}
            onChange={(event) => set({ [field]: event.target.checked })}
          />
          {t(labelKey)}
        </label>
      ))}
    </CollapsibleGroup>
  );
}
