import type { EditorOption, EditorParamsResponse, FieldErrors as Errors } from '@app/contract';
import { useTranslation } from 'react-i18next';
import type { EditorFormValues } from '../lib/form-values.ts';
import { CollapsibleGroup } from './collapsible-group.tsx';
import styles from './editor-form.module.css';
import { FieldErrors } from './flows-select.tsx';

type SingleField = 'section' | 'feed_group' | 'wiki_page' | 'flow_program_page';

export interface ParamsGroupProps {
  params: EditorParamsResponse;
  values: EditorFormValues;
  onChange: (values: EditorFormValues) => void;
  errors: Errors;
}

/** The 'display parameters' group: where the post shows (section, group, wiki page, programme page, tags). */
export function DisplayParams({ params, values, onChange, errors }: ParamsGroupProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<EditorFormValues>) => onChange({ ...values, ...patch });

  const single = (field: SingleField, label: string, options: readonly EditorOption[]) => (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <select
        className={styles.input}
        value={values[field] ?? ''}
        onChange={(event) =>
          set({ [field]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{t('editorForm.notChosen')}</option>
        {options.map((option) => (
          <option key={option.pk} value={option.pk}>
            {option.title}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors[field]} />
    </label>
  );

  const toggleTag = (pk: number, checked: boolean) =>
    set({
      feed_tags: checked ? [...values.feed_tags, pk] : values.feed_tags.filter((tag) => tag !== pk),
    });

  return (
    <CollapsibleGroup title={t('editorForm.displayParams')}>
      <div className={styles.grid}>
        {single('section', t('editorForm.section'), params.publicate_section)}
        {single('feed_group', t('editorForm.feedGroup'), params.feed_group)}
        {single('wiki_page', t('editorForm.wikiPage'), params.wiki_page)}
        {single('flow_program_page', t('editorForm.programmePage'), params.flow_program_page)}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t('editorForm.tags')}</legend>
        <div className={styles.checkboxes}>
          {params.feed_tag.map((tag) => (
            <label key={tag.pk} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={values.feed_tags.includes(tag.pk)}
                onChange={(event) => toggleTag(tag.pk, event.target.checked)}
              />
              {tag.title}
            </label>
          ))}
        </div>
        <FieldErrors errors={errors.feed_tags} />
      </fieldset>
    </CollapsibleGroup>
  );
}
