import type { EditorPublication, ScheduleNowEvent } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { usePublishNow } from '../api/publish-now.ts';
import { useSaveEditorPublication } from '../api/save-editor-publication.ts';
import { toPayload, type EditorFormValues, type SplitErrors } from '../lib/form-values.ts';
import { handleSaveError, routeAuthError } from './save-errors.ts';
import { useApplyingWait, type ApplyingQuery } from './use-applying-wait.ts';

export interface PublishActionsOptions {
  /** The post, or null on create. */
  id: number | null;
  values: EditorFormValues;
  dirty: boolean;
  /** Shows the required-fields message; false stops the action. */
  validate: () => boolean;
  /** Saved without leaving: the form takes the saved post (its blocks now have ids). */
  onSavedInPlace: (saved: EditorPublication) => void;
  onFieldErrors: (errors: SplitErrors) => void;
  /** 404 on update: the post was deleted meanwhile. */
  onDeleted: () => void;
  /** Right before the editor is left on purpose (the draft is forgotten, the guard let through). */
  beforeLeave: () => void;
}

export type PublishBusy = 'saving' | 'planning' | null;

/**
 * Publish now, Unpublish and Schedule… of the editor. Publish now and Schedule… save a changed
 * form first (staying on the editor); Publish now and Unpublish plan the action for now through
 * the schedule, then wait (polling the item) until the worker has applied it.
 */
export function usePublishActions(options: PublishActionsOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useSaveEditorPublication(options.id);
  const create = useSaveEditorPublication(null);
  const plan = usePublishNow();
  const [busy, setBusy] = useState<PublishBusy>(null);
  const { applying, waitFor } = useApplyingWait(options.id);

  /** Saves a new or changed post where it is; null when the save was refused. */
  const saveInPlace = async (): Promise<EditorPublication | null> => {
    const creating = options.id === null;
    const { payload, itemKeys } = toPayload(options.values);
    try {
      const saved = await (creating ? create : update).mutateAsync(payload);
      if (!creating) options.onSavedInPlace(saved);
      return saved;
    } catch (error) {
      // A 404 makes the form offer to save the edits as a new post (DeletedPostNotice).
      handleSaveError(error, {
        t,
        navigate,
        creating,
        itemKeys,
        onFieldErrors: options.onFieldErrors,
        onDeleted: options.onDeleted,
      });
      return null;
    }
  };

  /** The post's id once any changes are saved; null when saving failed. */
  const savedId = async (): Promise<number | null> => {
    if (options.id !== null && !options.dirty) return options.id;
    setBusy('saving');
    const saved = await saveInPlace();
    return saved?.id ?? null;
  };

  /** Leaves /editor/create for the post just created (with the action to wait for, if any). */
  const openCreated = (id: number, query: ApplyingQuery = {}) => {
    options.beforeLeave();
    const search = new URLSearchParams(query).toString();
    void navigate(`/editor/edit/${id}${search ? `?${search}` : ''}`, { replace: true });
  };

  const run = async (event: ScheduleNowEvent) => {
    // Unpublishing touches no content: unsaved changes stay in the form.
    if (event === 'activation' && !options.validate()) return;
    let id: number | null = options.id;
    try {
      if (event === 'activation') id = await savedId();
      if (id === null) return;
      const postId = id;
      setBusy('planning');
      const planned = await plan.mutateAsync({ id, event });
      const created = options.id === null;
      waitFor(planned.pk, event, created ? (query) => openCreated(postId, query) : undefined);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (routeAuthError(status, { t, navigate })) return;
      if (status === 409 && options.id !== null) {
        await queryClient.invalidateQueries({ queryKey: editorKeys.publication(options.id) });
      }
      showToast(t(status === 409 ? 'editorPublish.conflict' : 'editorPublish.planFailed'), 'error');
      // The post was created before planning failed: it is edited from now on, not created again.
      if (options.id === null && id !== null) openCreated(id);
    } finally {
      setBusy(null);
    }
  };

  const schedule = async () => {
    if (!options.validate()) return;
    const id = await savedId();
    setBusy(null);
    if (id === null) return;
    options.beforeLeave();
    void navigate(`/editor/schedule/${id}`, { replace: options.id === null });
  };

  return {
    busy,
    applying,
    publishNow: () => void run('activation'),
    unpublish: () => void run('deactivation'),
    schedule: () => void schedule(),
  };
}
