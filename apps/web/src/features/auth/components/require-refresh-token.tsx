import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { leaveAppTo, signInUrl } from '../../../shared/lib/main-site-links.ts';
import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';

/** Without a stored refresh token the provider's sign-in takes over; otherwise the routes render. */
export function RequireRefreshToken() {
  const { t } = useTranslation();
  const signedIn = readStorage(STORAGE_KEYS.refreshToken) !== null;

  useEffect(() => {
    if (!signedIn) leaveAppTo(signInUrl());
  }, [signedIn]);

  return signedIn ? <Outlet /> : <PageSpinner label={t('handOff.redirecting')} />;
}
