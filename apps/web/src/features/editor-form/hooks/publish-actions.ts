import type { EditorPublication, ScheduleNowEvent } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { PUBLISH_SLOW_AFTER_MS, usePublishItemState } from '../api/publish-item-state.ts';
import { usePublishNow } from '../api/publish-now.ts';
import { useSaveEditorPublication } from '../api/save-editor-publication.ts';
import { toPayload, type EditorFormValues, type SplitErrors } from '../lib/form-values.ts';
import { handleSaveError, routeAuthError } from './save-errors.ts';

/** The URL keeps the action being applied, so a reload (or create → edit) keeps waiting for it. */
const ITEM_PARAM = 'applying';
const EVENT_PARAM = 'event';

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

/** The action the worker has yet to apply. */
export interface Applying {
  event: ScheduleNowEvent;
  /** The worker has not applied it after PUBLISH_SLOW_AFTER_MS. */
  slow: boolean;
}

function applyingFrom(params: URLSearchParams): { pk: number; event: ScheduleNowEvent } | null {
  const pk = Number(params.get(ITEM_PARAM));
  const event = params.get(EVENT_PARAM);
  if (!Number.isInteger(pk) || pk <= 0) return null;
  return event === 'activation' || event === 'deactivation' ? { pk, event } : null;
}

/**
 * Publish now, Unpublish and Schedule… of the editor. Publish now and Schedule… save a changed
 * form first (staying on the editor); Publish now and Unpublish plan the action for now through
 * the schedule, then wait (polling the item) until the worker has applied it.
 */
export function usePublishActions(options: PublishActionsOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useSaveEditorPublication(options.id);
  const create = useSaveEditorPublication(null);
  const plan = usePublishNow();
  const [busy, setBusy] = useState<PublishBusy>(null);
  const applying = applyingFrom(searchParams);
  // When the wait began (the page load, for an action found in the URL).
  const [since, setSince] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const item = usePublishItemState(options.id, applying?.pk ?? null, since);

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
  const openCreated = (id: number, query: Record<string, string> = {}) => {
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
      setBusy('planning');
      const planned = await plan.mutateAsync({ id, event });
      setSince(Date.now());
      setSlow(false);
      const next = { [ITEM_PARAM]: String(planned.pk), [EVENT_PARAM]: event };
      if (options.id === null) openCreated(id, next);
      else setSearchParams(next, { replace: true });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (routeAuthError(status, { t, navigate })) return;
      if (status === 409 && options.id !== null) {
        await queryClient.invalidateQueries({ queryKey: ['editor', 'publication', options.id] });
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

  // The worker has applied (or skipped, or failed) the item: show the post's new status, once.
  const outcome = item.data;
  const finished = item.isSuccess && (outcome === null || outcome?.state !== 'pending');
  const applyingPk = applying?.pk ?? null;
  const applyingEvent = applying?.event ?? null;
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || applyingPk === null || !applyingEvent || options.id === null) return;
    if (reported.current === applyingPk) return;
    reported.current = applyingPk;
    void queryClient.invalidateQueries({ queryKey: ['editor', 'publication', options.id] });
    void queryClient.invalidateQueries({ queryKey: ['editor', 'list'] });
    if (outcome?.state === 'done') showToast(t(`editorPublish.done.${applyingEvent}`), 'success');
    else if (outcome?.state === 'failed') showToast(t('editorPublish.failed'), 'error');
    else showToast(t(outcome ? 'editorPublish.skipped' : 'editorPublish.cancelled'), 'info');
    setSearchParams(
      (current) => {
        current.delete(ITEM_PARAM);
        current.delete(EVENT_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [finished, applyingPk, applyingEvent, outcome, options.id, queryClient, setSearchParams, t]);

  useEffect(() => {
    if (applyingPk === null) return;
    const timer = setTimeout(
      () => setSlow(true),
      Math.max(0, PUBLISH_SLOW_AFTER_MS - (Date.now() - since)),
    );
    return () => clearTimeout(timer);
  }, [applyingPk, since]);

  return {
    busy,
    applying: applying && !finished ? ({ event: applying.event, slow } satisfies Applying) : null,
    publishNow: () => void run('activation'),
    unpublish: () => void run('deactivation'),
    schedule: () => void schedule(),
  };
}
