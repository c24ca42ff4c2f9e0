import type { EditorParamsResponse } from '@app/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEditorForm, type EditorFormSource } from '../hooks/use-editor-form.ts';
import { hasStoredFiles } from '../lib/form-values.ts';
import { previewPublication } from '../lib/preview-publication.ts';
import { BlocksSection } from './blocks-section.tsx';
import { DeletedPostNotice } from './deleted-post-notice.tsx';
import { DisplayParams } from './display-params.tsx';
import { EditorFormFields } from './editor-form-fields.tsx';
import styles from './editor-form.module.css';
import { FormActions } from './form-actions.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { LeaveConfirm } from './leave-confirm.tsx';
import { PostParams } from './post-params.tsx';
import { PreviewDialog, type RenderPreview } from './preview-dialog.tsx';
import type { PostStatus } from './post-status-line.tsx';
import { PublishPanel } from './publish-panel.tsx';

export interface EditorFormProps extends EditorFormSource {
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
export function EditorForm({ params, status = null, renderPreview, ...source }: EditorFormProps) {
  const { t } = useTranslation();
  const { id } = source;
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const form = useEditorForm(source, { formRef, titleRef });
  const { values, setValues, errors, deleted, save, publish } = form;
  const [previewing, setPreviewing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(deleted);
  };

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
          postId={id}
          dirty={form.dirty}
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
          onSaveAsNew={() => form.submit(true)}
        />
      )}
      <FormAlerts
        requiredMissing={form.requiredMissing}
        nonFieldErrors={errors.fields.non_field_errors}
      />

      <EditorFormFields
        values={values}
        setValues={setValues}
        errors={errors.fields}
        titleInvalid={form.requiredMissing || !!errors.fields.title}
        titleRef={titleRef}
      />

      <BlocksSection
        blocks={values.blocks}
        onBlocksChange={(blocks) => setValues((current) => ({ ...current, blocks }))}
        onBlockDeleted={form.handleBlockDeleted}
        editingKey={form.editingKey}
        onEditingKeyChange={form.setEditingKey}
        blockErrors={errors.blocks}
        itemsErrors={errors.fields.publication_items}
      />

      <DisplayParams params={params} values={values} onChange={setValues} errors={errors.fields} />
      <PostParams params={params} values={values} onChange={setValues} errors={errors.fields} />

      <FormActions deleted={deleted} disabled={save.pending || publish.busy !== null} />
      <LeaveConfirm blocker={form.blocker} />
    </form>
  );
}
