import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { refreshAccessToken } from '../../../shared/lib/access-token.ts';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { isTruthyFlag, STORAGE_KEYS, writeStorage } from '../../../shared/lib/storage.ts';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { logOpenTab } from '../api/log-open-tab.ts';
import { handOffRedirect } from '../lib/hand-off-redirect.ts';

/**
 * `#/get-access-token/:refresh_token`: stores the token, `from_mobile` and `next`, exchanges the
 * token, loads the user, logs the open tab, then redirects (publication, next or root).
 */
export function TokenHandOffPage() {
  const { t } = useTranslation();
  const { refresh_token: refreshToken = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = {
      publId: search.get('publ_id'),
      next: search.get('next'),
      fromMobile: search.get('from_mobile'),
    };
    writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
    writeStorage(STORAGE_KEYS.accessToken, null);
    writeStorage(STORAGE_KEYS.fromMobile, query.fromMobile);
    writeStorage(STORAGE_KEYS.next, query.next);
    queryClient.removeQueries({ queryKey: currentUserQueryOptions.queryKey });

    void (async () => {
      try {
        await refreshAccessToken();
      } catch {
        navigate('/token_error/', { replace: true });
        return;
      }
      try {
        await queryClient.fetchQuery(currentUserQueryOptions);
      } catch (error) {
        // 401, 403 and 404 already moved the user to their error screen.
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return;
      }
      logOpenTab(isTruthyFlag(query.fromMobile));
      navigate(handOffRedirect(query), { replace: true });
    })();
  }, [refreshToken, search, navigate, queryClient]);

  return <PageSpinner label={t('handOff.signingIn')} />;
}
