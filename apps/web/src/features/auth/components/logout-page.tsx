import { mainSite } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveAppTo } from '../../../shared/lib/main-site-links.ts';
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

/** `#/logout/`: forgets everything stored, then hands over to the provider's logout page. */
export function LogoutPage({ beforeLeaving }: LogoutPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const tidying = Promise.resolve()
      .then(beforeLeaving)
      .catch(() => undefined);
    const limit = new Promise((resolve) => setTimeout(resolve, BEFORE_LEAVING_LIMIT_MS));
    void Promise.race([tidying, limit]).then(() => {
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
