import type { EditorParamsResponse, EditorPublication } from '@app/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { useEditorParams } from '../../../shared/editor/get-editor-params.ts';
import { useEditorPublication } from '../api/get-editor-publication.ts';
import { clearDraft, readDraft, type EditorDraft } from '../lib/draft-storage.ts';
import { formFingerprint, sameFormValues } from '../lib/form-compare.ts';
import {
  emptyFormValues,
  formValuesFromPublication,
  type EditorFormValues,
} from '../lib/form-values.ts';
import { EditorForm } from './editor-form.tsx';
import type { RenderPreview } from './preview-dialog.tsx';
import styles from './editor-form.module.css';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { RestoreDraftPrompt } from './restore-draft-prompt.tsx';

/** Parses the `:id` route parameter: a positive integer, else null. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /editor/create and /editor/edit/:id: the same screen, in edit mode when the id is present
 * (spec 02 §2). A full-screen loader shows until the options and the post have loaded.
 * `renderPreview` (composed by the route) renders the unsaved form as a reader sees it.
 */
export function EditorPage({ renderPreview }: { renderPreview?: RenderPreview }) {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  const params = useEditorParams();
  const publication = useEditorPublication(id);

  // /editor/edit/abc is no post at all.
  if (rawId !== undefined && id === null) return <Navigate to="/404" replace />;
  if (params.isError || publication.isError) {
    return (
      <div className={styles.loadFailed} role="alert">
        <p>{t('editorForm.loadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            if (params.isError) void params.refetch();
            if (publication.isError) void publication.refetch();
          }}
        >
          {t('editorForm.retry')}
        </Button>
      </div>
    );
  }
  if (!params.data || (id !== null && !publication.data)) {
    return <FullScreenLoader label={t('editorForm.loading')} />;
  }
  return (
    <EditorScreen
      key={id ?? 'new'}
      id={id}
      params={params.data}
      publication={id !== null ? (publication.data ?? null) : null}
      renderPreview={renderPreview}
    />
  );
}

/** The draft of post `id` worth offering back: one that differs from the saved post. */
function initialDraft(id: number | null, saved: EditorFormValues): EditorDraft | null {
  const draft = readDraft(id);
  if (draft && sameFormValues(draft.values, saved)) {
    clearDraft(id);
    return null;
  }
  return draft;
}

interface EditorScreenProps {
  id: number | null;
  params: EditorParamsResponse;
  publication: EditorPublication | null;
  renderPreview?: RenderPreview;
}

/** The loaded editor: first the restore question when an unsaved draft is stored, then the form. */
function EditorScreen({ id, params, publication, renderPreview }: EditorScreenProps) {
  const { t } = useTranslation();
  const saved = useMemo(
    () => (publication ? formValuesFromPublication(publication) : emptyFormValues()),
    [publication],
  );
  const base = useMemo(() => (publication ? formFingerprint(saved) : null), [publication, saved]);
  const [draft, setDraft] = useState(() => initialDraft(id, saved));
  const [restored, setRestored] = useState<EditorFormValues | null>(null);

  if (draft && !restored) {
    return (
      <div className={styles.form}>
        <h1 className={styles.heading}>
          {id === null ? t('editorForm.createTitle') : t('editorForm.editTitle')}
        </h1>
        <RestoreDraftPrompt
          draft={draft}
          changedSince={draft.base !== null && draft.base !== base}
          onRestore={() => setRestored(draft.values)}
          onDiscard={() => {
            clearDraft(id);
            setDraft(null);
          }}
        />
      </div>
    );
  }
  return (
    <EditorForm
      id={id}
      params={params}
      initialValues={restored ?? saved}
      savedValues={saved}
      base={base}
      status={publication}
      renderPreview={renderPreview}
    />
  );
}
