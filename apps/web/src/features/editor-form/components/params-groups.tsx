import type { EditorOption, EditorParamsResponse, FieldErrors as Errors } from '@app/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { withFlows, type EditorFormValues } from '../lib/form-values.ts';
import type { EditorLanguage } from '../lib/language.ts';
import { digitsOnly } from '../lib/read-time.ts';
import { CollapsibleGroup } from './collapsible-group.tsx';
import styles from './editor-form.module.css';
import { FieldErrors, FlowsSelect } from './flows-select.tsx';

export interface ParamsGroupsProps {
  params: EditorParamsResponse;
  values: EditorFormValues;
  onChange: (values: EditorFormValues) => void;
  errors: Errors;
}

type SingleField = 'section' | 'feed_group' | 'wiki_page' | 'flow_program_page';

/**
 * The collapsible 'display parameters' (where the post shows: section, group, wiki page,
 * programme page, tags) and 'post parameters' (flows, language, read time, switches) groups.
 */
export function ParamsGroups({ params, values, onChange, errors }: ParamsGroupsProps) {
  const { t } = useTranslation();
  const languageId = useId();
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
    <>
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
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.disable_comments}
            onChange={(event) => set({ disable_comments: event.target.checked })}
          />
          {t('editorForm.disableComments')}
        </label>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.disable_pushs}
            onChange={(event) => set({ disable_pushs: event.target.checked })}
          />
          {t('editorForm.disablePushs')}
        </label>
      </CollapsibleGroup>
    </>
  );
}
