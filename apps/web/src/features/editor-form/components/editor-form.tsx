import type { EditorParamsResponse } from '@app/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { dismissToast, showToast } from '../../../shared/ui/toast/toast-store.ts';
import { usePublishActions } from '../hooks/publish-actions.ts';
import { useDraftAutosave } from '../hooks/use-draft-autosave.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useSaveForm } from '../hooks/use-save-form.ts';
import { insertBlock, type EditorBlock } from '../lib/blocks.ts';
import { PREVIEW_IMAGE_RULE } from '../lib/files.ts';
import { sameFormValues } from '../lib/form-compare.ts';
import { revealFirstError } from '../lib/reveal-first-error.ts';
import { previewPublication } from '../lib/preview-publication.ts';
import {
  formValuesFromPublication,
  hasRequiredFields,
  hasStoredFiles,
  type EditorFormValues,
  type SplitErrors,
} from '../lib/form-values.ts';
import { BlockList } from './block-list.tsx';
import { BlockImage } from './block-body.tsx';
import { DeletedPostNotice } from './deleted-post-notice.tsx';
import styles from './editor-form.module.css';
import { FilePicker } from './file-picker.tsx';
import { FieldErrors } from './flows-select.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { ParamsGroups } from './params-groups.tsx';
import { PreviewDialog, type RenderPreview } from './preview-dialog.tsx';
import { PublishPanel, type PostStatus } from './publish-panel.tsx';

const NO_ERRORS: SplitErrors = { fields: {}, blocks: {} };
/** The Undo of a deleted block stays longer than a plain toast: it has a button to reach. */
const UNDO_TOAST_MS = 10_000;

export interface EditorFormProps {
  /** The post being edited, or null on create. */
  id: number | null;
  /** What the form starts with: the saved post, or a restored draft. */
  initialValues: EditorFormValues;
  /** The post as saved on the server (the empty form on create): changes are measured from it. */
  savedValues: EditorFormValues;
  /** Fingerprint of `savedValues`, kept with the draft; null on create. */
  base: string | null;
  params: EditorParamsResponse;
  /** Where the saved post stands; null (the default) on create. */
  status?: PostStatus | null;
  /** Renders the form as a reader sees it (the route composes it); absent: no Preview. */
  renderPreview?: RenderPreview;
}

/**
 * The create/edit form: title, preview, blocks, parameter groups and Save. Changes are kept in a
 * local draft and guarded against leaving until they are saved.
 */
export function EditorForm({
  id,
  initialValues,
  savedValues,
  base,
  params,
  status = null,
  renderPreview,
}: EditorFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [missingRequired, setMissingRequired] = useState(false);
  const [errors, setErrors] = useState<SplitErrors>(NO_ERRORS);
  const [deleted, setDeleted] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const undoToasts = useRef<number[]>([]);
  const titleInvalid = (missingRequired && !hasRequiredFields(values)) || !!errors.fields.title;
  const dirty = !sameFormValues(values, savedValues);
  const autosave = useDraftAutosave(id, values, savedValues, base, dirty);
  const guard = useLeaveGuard(dirty, autosave.flush);
  const save = useSaveForm(id, {
    onSaved: () => {
      autosave.stop();
      guard.release();
    },
    onFieldErrors: setErrors,
    onDeleted: () => {
      setDeleted(true);
      autosave.flush();
    },
  });

  // A refused save: every error is on screen at once; the first one is brought to the user.
  useEffect(() => {
    if (errors !== NO_ERRORS && formRef.current) revealFirstError(formRef.current);
  }, [errors]);

  useEffect(() => {
    const shown = undoToasts.current;
    return () => shown.forEach(dismissToast);
  }, []);

  /** False (with the message shown and the title focused) while a required field is empty. */
  const checkRequired = (): boolean => {
    if (!hasRequiredFields(values)) {
      setMissingRequired(true);
      if (id === null) window.scrollTo({ top: 0 });
      titleRef.current?.focus({ preventScroll: id === null });
      return false;
    }
    setMissingRequired(false);
    return true;
  };

  const publish = usePublishActions({
    id,
    values,
    dirty,
    validate: checkRequired,
    onSavedInPlace: (saved) => {
      // The saved post (its new blocks now have ids): the form is clean again.
      setValues(formValuesFromPublication(saved));
      setErrors(NO_ERRORS);
      setEditingKey(null);
      showToast(t('editorForm.updated'), 'success');
    },
    onFieldErrors: setErrors,
    onDeleted: () => {
      setDeleted(true);
      autosave.flush();
    },
    beforeLeave: () => {
      autosave.stop();
      guard.release();
    },
  });

  const submit = (asNew: boolean) => {
    if (checkRequired()) save.save(values, asNew);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(deleted);
  };

  const handleBlockDeleted = (block: EditorBlock, index: number) => {
    const toastId = showToast(t('editorForm.blockDeleted'), 'info', {
      durationMs: UNDO_TOAST_MS,
      action: {
        label: t('editorForm.undo'),
        onAction: () =>
          setValues((current) => ({
            ...current,
            blocks: insertBlock(current.blocks, index, block),
          })),
      },
    });
    undoToasts.current.push(toastId);
  };

  const previewSrc =
    values.previewImage.kind === 'new'
      ? values.previewImage.upload.base64
      : values.previewImage.kind === 'stored'
        ? values.previewImage.url
        : '';

  return (
    <form ref={formRef} className={styles.form} onSubmit={handleSubmit} noValidate>
      {(save.pending || publish.busy === 'saving') && (
        <FullScreenLoader label={t('editorForm.saving')} />
      )}
      <Link to="/editor/list" className={styles.back}>
        ← {t('editorForm.back')}
      </Link>
      <h1 className={styles.heading}>
        {id === null ? t('editorForm.createTitle') : t('editorForm.editTitle')}
      </h1>
      {!deleted && (
        <PublishPanel
          status={status}
          dirty={dirty}
          noPush={values.disable_pushs}
          busy={publish.busy}
          applying={publish.applying}
          onPublishNow={publish.publishNow}
          onUnpublish={publish.unpublish}
          onSchedule={publish.schedule}
          onPreview={renderPreview && (() => setPreviewing(true))}
        />
      )}
      {previewing && renderPreview && (
        <PreviewDialog
          publication={previewPublication(id, values, params)}
          render={renderPreview}
          onClose={() => setPreviewing(false)}
        />
      )}
      {deleted && (
        <DeletedPostNotice
          storedFiles={hasStoredFiles(values)}
          busy={save.pending}
          onSaveAsNew={() => submit(true)}
        />
      )}
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
          rule={PREVIEW_IMAGE_RULE}
          hint={t('editorForm.previewImageHint')}
          typeError={t('editorForm.wrongPreviewType')}
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
          onBlockDeleted={handleBlockDeleted}
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
        <Button type="submit" disabled={save.pending || publish.busy !== null}>
          {deleted ? t('editorForm.deleted.saveAsNew') : t('editorForm.save')}
        </Button>
      </div>
      {guard.blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('editorForm.leave.title')}
          text={t('editorForm.leave.text')}
          cancelLabel={t('editorForm.leave.stay')}
          confirmLabel={t('editorForm.leave.leave')}
          onConfirm={() => guard.blocker.proceed?.()}
          onClose={() => guard.blocker.reset?.()}
        />
      )}
    </form>
  );
}
