import type { ScheduleNowEvent } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { editorKeys } from '../../../shared/editor/editor-keys.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { PUBLISH_SLOW_AFTER_MS, usePublishItemState } from '../api/publish-item-state.ts';

/** The URL keeps the action being applied, so a reload (or create → edit) keeps waiting for it. */
const ITEM_PARAM = 'applying';
const EVENT_PARAM = 'event';

/** The action the worker has yet to apply. */
export interface Applying {
  event: ScheduleNowEvent;
  /** The worker has not applied it after PUBLISH_SLOW_AFTER_MS. */
  slow: boolean;
}

/** The URL query naming schedule item `pk` (an `event` of the post) as the one waited for. */
export type ApplyingQuery = Record<string, string>;

function applyingFrom(params: URLSearchParams): { pk: number; event: ScheduleNowEvent } | null {
  const pk = Number(params.get(ITEM_PARAM));
  const event = params.get(EVENT_PARAM);
  if (!Number.isInteger(pk) || pk <= 0) return null;
  return event === 'activation' || event === 'deactivation' ? { pk, event } : null;
}

/**
 * The wait for the worker to apply an action planned for now on post `id` (null on create): the
 * item named in the URL is polled; once applied (or skipped, or failed) the post's new status
 * shows, once, and the URL forgets it. `waitFor` starts a wait here, or through `openElsewhere`
 * for a post just created (its edit page takes the query).
 */
export function useApplyingWait(id: number | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const applying = applyingFrom(searchParams);
  // When the wait began (the page load, for an action found in the URL).
  const [since, setSince] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const item = usePublishItemState(id, applying?.pk ?? null, since);

  const outcome = item.data;
  const finished = item.isSuccess && (outcome === null || outcome?.state !== 'pending');
  const applyingPk = applying?.pk ?? null;
  const applyingEvent = applying?.event ?? null;
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!finished || applyingPk === null || !applyingEvent || id === null) return;
    if (reported.current === applyingPk) return;
    reported.current = applyingPk;
    void queryClient.invalidateQueries({ queryKey: editorKeys.publication(id) });
    void queryClient.invalidateQueries({ queryKey: editorKeys.list });
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
  }, [finished, applyingPk, applyingEvent, outcome, id, queryClient, setSearchParams, t]);

  useEffect(() => {
    if (applyingPk === null) return;
    const timer = setTimeout(
      () => setSlow(true),
      Math.max(0, PUBLISH_SLOW_AFTER_MS - (Date.now() - since)),
    );
    return () => clearTimeout(timer);
  }, [applyingPk, since]);

  const waitFor = (
    pk: number,
    event: ScheduleNowEvent,
    openElsewhere?: (query: ApplyingQuery) => void,
  ) => {
    setSince(Date.now());
    setSlow(false);
    const query = { [ITEM_PARAM]: String(pk), [EVENT_PARAM]: event };
    if (openElsewhere) openElsewhere(query);
    else setSearchParams(query, { replace: true });
  };

  return {
    applying: applying && !finished ? ({ event: applying.event, slow } satisfies Applying) : null,
    waitFor,
  };
}
