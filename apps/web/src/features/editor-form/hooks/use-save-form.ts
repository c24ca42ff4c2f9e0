import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { useSaveEditorPublication } from '../api/save-editor-publication.ts';
import {
  asNewPost,
  toPayload,
  type EditorFormValues,
  type SplitErrors,
} from '../lib/form-values.ts';
import { handleSaveError } from './save-errors.ts';

export interface SaveFormHandlers {
  /** Saved: runs before the toast and the way back to the list. */
  onSaved: () => void;
  /** 400: the server's messages, sorted to the fields and blocks. */
  onFieldErrors: (errors: SplitErrors) => void;
  /** 404 on update: the post was deleted meanwhile. */
  onDeleted: () => void;
}

/**
 * Saves the form: updates post `id` (or creates one), or creates a new post from an edited one
 * whose post was deleted meanwhile. Errors never take the form off screen, except a failed
 * token or a lost access (the app's error screens; the autosave keeps the edits).
 */
export function useSaveForm(id: number | null, handlers: SaveFormHandlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useSaveEditorPublication(id);
  const create = useSaveEditorPublication(null);

  const save = (values: EditorFormValues, asNew = false) => {
    const creating = asNew || id === null;
    const { payload, itemKeys } = toPayload(asNew ? asNewPost(values) : values);
    (creating ? create : update).mutate(payload, {
      onSuccess: () => {
        handlers.onSaved();
        showToast(t(creating ? 'editorForm.created' : 'editorForm.updated'), 'success');
        void navigate('/editor/list');
      },
      onError: (error) =>
        handleSaveError(error, {
          t,
          navigate,
          creating,
          itemKeys,
          onFieldErrors: handlers.onFieldErrors,
          onDeleted: handlers.onDeleted,
        }),
    });
  };

  return { save, pending: update.isPending || create.isPending };
}
