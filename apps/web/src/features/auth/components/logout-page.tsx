import { mainSite } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveAppTo } from '../../../shared/lib/main-site-links.ts';
import { CLEAR_OFFLINE_CACHES_MESSAGE } from '../../../service-worker/messages.ts';
import { clearOfflineCaches } from '../../../shared/lib/offline-caches.ts';
import { mainSiteUrl } from '../../../shared/lib/runtime-config.ts';
import { clearStorage } from '../../../shared/lib/storage.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

/** The longest signing out waits for `beforeLeaving`: it never holds the user back. */
export const BEFORE_LEAVING_LIMIT_MS = 3000;

export interface LogoutPageProps {
  /**
   * Tidying up that needs the session still signed in (forgetting this browser's push
   * subscription): awaited at most BEFORE_LEAVING_LIMIT_MS, its failure ignored.
   */
  beforeLeaving?: () => Promise<unknown>;
}

/**
 * `#/logout/`: forgets everything stored (the saved offline pages too), then hands over to the
 * provider's logout page.
 */
export function LogoutPage({ beforeLeaving }: LogoutPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    // The saved pages hold this user's answers keyed by URL only: deleted beside the tidying up,
    // within the same limit, and the worker told to save no answer still on its way.
    navigator.serviceWorker?.controller?.postMessage(CLEAR_OFFLINE_CACHES_MESSAGE);
    const tidying = Promise.allSettled([
      Promise.resolve().then(beforeLeaving),
      clearOfflineCaches(globalThis.caches),
    ]);
    const limit = new Promise((resolve) => setTimeout(resolve, BEFORE_LEAVING_LIMIT_MS));
    void Promise.race([tidying, limit])
      // Once more: a save that was already under way may have opened a cache again meanwhile.
      .then(() => Promise.race([clearOfflineCaches(globalThis.caches), limit]))
      .catch(() => undefined)
      .then(() => {
        if (!active) return;
        clearStorage();
        queryClient.clear();
        leaveAppTo(mainSiteUrl(mainSite.logout));
      });
    return () => {
      active = false;
    };
  }, [queryClient, beforeLeaving]);

  return <PageSpinner label={t('logout.signingOut')} />;
}
