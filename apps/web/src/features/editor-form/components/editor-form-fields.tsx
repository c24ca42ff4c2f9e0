import type { FieldErrors as Errors } from '@app/contract';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorFormValues } from '../lib/form-values.ts';
import styles from './editor-form.module.css';
import { FieldErrors } from './flows-select.tsx';
import { PreviewImageField } from './preview-image-field.tsx';

export interface EditorFormFieldsProps {
  values: EditorFormValues;
  setValues: Dispatch<SetStateAction<EditorFormValues>>;
  /** The server's messages by field. */
  errors: Errors;
  titleInvalid: boolean;
  titleRef: RefObject<HTMLInputElement | null>;
}

/** The post's own fields above its blocks: title (required), preview text and preview image. */
export function EditorFormFields({
  values,
  setValues,
  errors,
  titleInvalid,
  titleRef,
}: EditorFormFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className={styles.field}>
        <span className={styles.label}>
          {t('editorForm.title')}
          {/* aria-label is not allowed on a plain span: the mark is drawn, the words are read. */}
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
          <span className="visually-hidden">{t('editorForm.required')}</span>
        </span>
        <input
          ref={titleRef}
          className={`${styles.input} ${titleInvalid ? styles.invalid : ''}`}
          value={values.title}
          aria-invalid={titleInvalid}
          required
          onChange={(event) => setValues({ ...values, title: event.target.value })}
        />
        <FieldErrors errors={errors.title} />
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t('editorForm.previewText')}</span>
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          value={values.preview_text}
          onChange={(event) => setValues({ ...values, preview_text: event.target.value })}
        />
        <FieldErrors errors={errors.preview_text} />
      </label>

      <PreviewImageField
        image={values.previewImage}
        onChange={(previewImage) => setValues({ ...values, previewImage })}
        errors={errors.preview_image}
      />
    </>
  );
}
