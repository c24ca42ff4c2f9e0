import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { useEditorParams } from '../api/get-editor-params.ts';
import { useEditorPublication } from '../api/get-editor-publication.ts';
import { emptyFormValues, formValuesFromPublication } from '../lib/form-values.ts';
import { EditorForm } from './editor-form.tsx';
import styles from './editor-form.module.css';
import { FullScreenLoader } from './full-screen-loader.tsx';

/** Parses the `:id` route parameter: a positive integer, else null. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * /editor/create and /editor/edit/:id: the same screen, in edit mode when the id is present
 * (spec 02 §2). A full-screen loader shows until the options and the post have loaded.
 */
export function EditorPage() {
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
    <EditorForm
      key={id ?? 'new'}
      id={id}
      params={params.data}
      initialValues={
        id !== null && publication.data
          ? formValuesFromPublication(publication.data)
          : emptyFormValues()
      }
    />
  );
}
