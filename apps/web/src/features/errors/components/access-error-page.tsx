import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { readJwtUserId } from '../../../shared/lib/jwt-user-id.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { useGoBack } from '../../../shared/lib/use-go-back.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { ArrowLeftIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { StatusPage } from './status-page.tsx';

/**
 * `/access_error/`: the user may not open this section (or has no active content). The main
 * action goes back (to `prev_url`, else history, else home); logging out is the secondary one.
 */
export function AccessErrorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const goBack = useGoBack(search.get('prev_url'));
  const queryClient = useQueryClient();
  const pk =
    queryClient.getQueryData(currentUserQueryOptions.queryKey)?.pk ??
    readJwtUserId(readStorage(STORAGE_KEYS.refreshToken));
  return (
    <StatusPage
      icon={<LockIcon size={32} />}
      title={t('accessError.title')}
      text={t('accessError.text')}
      meta={pk === null ? undefined : t('accessError.userId', { id: pk })}
      actions={
        <>
          <Button onClick={goBack}>
            <ArrowLeftIcon size={20} />
            {t('accessError.back')}
          </Button>
          <Link to="/logout/" className={buttonClassName('secondary')}>
            {t('accessError.exit')}
          </Link>
        </>
      }
    />
  );
}
