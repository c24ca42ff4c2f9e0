import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readJwtUserId } from '../../../shared/lib/jwt-user-id.ts';
import { leaveAppTo, signInUrl } from '../../../shared/lib/main-site-links.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { Button, buttonClassName } from '../../../shared/ui/button.tsx';
import { AlertIcon } from '../../../shared/ui/icons.tsx';
import { StatusPage } from './status-page.tsx';

/** `/token_error/`: sign-in failed; shows whose token it was and offers to sign in again. */
export function TokenErrorPage() {
  const { t } = useTranslation();
  const userId = readJwtUserId(readStorage(STORAGE_KEYS.refreshToken));
  return (
    <StatusPage
      tone="danger"
      icon={<AlertIcon size={32} />}
      title={t('tokenError.title')}
      text={t('tokenError.text')}
      meta={userId === null ? undefined : t('tokenError.userId', { id: userId })}
      actions={
        <>
          <Button onClick={() => leaveAppTo(signInUrl())}>{t('tokenError.reload')}</Button>
          <Link to="/logout/" className={buttonClassName('secondary')}>
            {t('tokenError.exit')}
          </Link>
        </>
      }
    />
  );
}
