import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { useTokenRefreshCycle } from '../hooks/use-token-refresh-cycle.ts';
import styles from './session-gate.module.css';

/**
 * Start-up of a signed-in session: keeps the access token fresh, loads the user into
 * `['users', 'me']`, switches the language to the user's, and sends users without active
 * content to /access_error/. Renders its children once the user is known.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ready = useTokenRefreshCycle(() => navigate('/token_error/', { replace: true }));
  const user = useQuery({ ...currentUserQueryOptions, enabled: ready });
  const language = user.data?.language;
  const blocked = user.data?.active_content === false;

  useLayoutEffect(() => {
    if (language && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);

  useEffect(() => {
    if (blocked) navigate('/access_error/', { replace: true });
  }, [blocked, navigate]);

  // The user's language loads lazily: the screen waits for its strings, no flash of another one.
  const languageReady = !language || i18n.language === language;
  if (user.data && !blocked && languageReady) return children;
  if (user.isError) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('session.loadFailed')}</p>
        <Button onClick={() => void user.refetch()}>{t('session.retry')}</Button>
      </div>
    );
  }
  return <PageSpinner label={t('app.loading')} />;
}
