import { mainSite } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveAppTo } from '../../../shared/lib/main-site-links.ts';
import { mainSiteUrl } from '../../../shared/lib/runtime-config.ts';
import { clearStorage } from '../../../shared/lib/storage.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

/** `#/logout/`: forgets everything stored, then hands over to the provider's logout page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    clearStorage();
    queryClient.clear();
    leaveAppTo(mainSiteUrl(mainSite.logout));
  }, [queryClient]);

  return <PageSpinner label={t('logout.signingOut')} />;
}
