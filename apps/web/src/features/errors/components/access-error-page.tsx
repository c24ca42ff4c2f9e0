import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { readJwtUserId } from '../../../shared/lib/jwt-user-id.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { useGoBack } from '../../../shared/lib/use-go-back.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { StatusPage } from './status-page.tsx';

/** `/access_error/`: the user may not open this section (or has no active content). */
export function AccessErrorPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
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
          <Button variant="secondary" onClick={goBack}>
            {t('accessError.back')}
          </Button>
          <Link to="/logout/" className={buttonClassName('primary')}>
            {t('accessError.exit')}
          </Link>
        </>
      }
    />
  );
}
