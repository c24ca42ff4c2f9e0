import type { EditorParamsResponse } from '@app/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { useSaveEditorPublication } from '../api/save-editor-publication.ts';
import { PREVIEW_IMAGE_ACCEPT } from '../lib/files.ts';
import {
  hasRequiredFields,
  splitFieldErrors,
  toPayload,
  type EditorFormValues,
  type SplitErrors,
} from '../lib/form-values.ts';
import { BlockList } from './block-list.tsx';
import { BlockImage } from './block-body.tsx';
import styles from './editor-form.module.css';
import { FilePicker } from './file-picker.tsx';
import { FieldErrors } from './flows-select.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { ParamsGroups } from './params-groups.tsx';

const NO_ERRORS: SplitErrors = { fields: {}, blocks: {} };

export interface EditorFormProps {
  /** The post being edited, or null on create. */
  id: number | null;
  initialValues: EditorFormValues;
  params: EditorParamsResponse;
}

/** The create/edit form: title, preview, blocks, parameter groups and Save. */
export function EditorForm({ id, initialValues, params }: EditorFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEditorPublication(id);
  const [values, setValues] = useState(initialValues);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [missingRequired, setMissingRequired] = useState(false);
  const [errors, setErrors] = useState<SplitErrors>(NO_ERRORS);
  const titleRef = useRef<HTMLInputElement>(null);
  const titleInvalid = (missingRequired && !hasRequiredFields(values)) || !!errors.fields.title;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasRequiredFields(values)) {
      setMissingRequired(true);
      if (id === null) window.scrollTo({ top: 0 });
      titleRef.current?.focus({ preventScroll: id === null });
      return;
    }
    setMissingRequired(false);
    const { payload, itemKeys } = toPayload(values);
    save.mutate(payload, {
      onSuccess: () => {
        showToast(t(id === null ? 'editorForm.created' : 'editorForm.updated'), 'success');
        void navigate('/editor/list');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setErrors(splitFieldErrors(error.fieldErrors, itemKeys));
        }
        if (!(error instanceof ApiError) || error.status >= 500 || error.status === 400) {
          showToast(t('editorForm.saveFailed'), 'error');
        }
      },
    });
  };

  const previewSrc =
    values.previewImage.kind === 'new'
      ? values.previewImage.upload.base64
      : values.previewImage.kind === 'stored'
        ? values.previewImage.url
        : '';

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {save.isPending && <FullScreenLoader label={t('editorForm.saving')} />}
      <Link to="/editor/list" className={styles.back}>
        ← {t('editorForm.back')}
      </Link>
      <h1 className={styles.heading}>
        {id === null ? t('editorForm.createTitle') : t('editorForm.editTitle')}
      </h1>
      {missingRequired && !hasRequiredFields(values) && (
        <p className={styles.formError} role="alert">
          {t('editorForm.requiredFields')}
        </p>
      )}
      {errors.fields.non_field_errors && (
        <p className={styles.formError} role="alert">
          {errors.fields.non_field_errors.join(' ')}
        </p>
      )}

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
        <FieldErrors errors={errors.fields.title} />
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t('editorForm.previewText')}</span>
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          rows={4}
          value={values.preview_text}
          onChange={(event) => setValues({ ...values, preview_text: event.target.value })}
        />
        <FieldErrors errors={errors.fields.preview_text} />
      </label>

      <div className={styles.field}>
        <span className={styles.label}>{t('editorForm.previewImage')}</span>
        <BlockImage src={previewSrc} alt={t('editorForm.previewImage')} />
        <FilePicker
          label={t('editorForm.previewImage')}
          accept={PREVIEW_IMAGE_ACCEPT}
          hint={t('editorForm.previewImageHint')}
          hasFile={previewSrc !== ''}
          onFile={(upload) => setValues({ ...values, previewImage: { kind: 'new', upload } })}
          onRemove={() => setValues({ ...values, previewImage: { kind: 'none' } })}
        />
        <FieldErrors errors={errors.fields.preview_image} />
      </div>

      <section className={styles.section} aria-labelledby="editor-blocks-heading">
        <h2 id="editor-blocks-heading" className={styles.sectionHeading}>
          {t('editorForm.blocks')}
        </h2>
        <BlockList
          blocks={values.blocks}
          onBlocksChange={(blocks) => setValues((current) => ({ ...current, blocks }))}
          editingKey={editingKey}
          onEditingKeyChange={setEditingKey}
          blockErrors={errors.blocks}
        />
        <FieldErrors errors={errors.fields.publication_items} />
      </section>

      <ParamsGroups params={params} values={values} onChange={setValues} errors={errors.fields} />

      <div className={styles.actions}>
        <Link to="/editor/list" className={buttonClassName('secondary')}>
          {t('editorForm.back')}
        </Link>
        <Button type="submit" disabled={save.isPending}>
          {t('editorForm.save')}
        </Button>
      </div>
    </form>
  );
}
