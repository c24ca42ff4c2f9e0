import { api, type LoggedResponse, type WikiGoToTabBody } from '@app/contract';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/**
 * Logs a jump into a wiki category (POST logging/wiki/create/go-to-tab/). Fire and forget: the
 * caller navigates at once, and a failure never reaches the user.
 */
export function logWikiJump(wikiPageId: number): void {
  const body: WikiGoToTabBody = { wiki_page_id: wikiPageId };
  apiRequest<LoggedResponse>(apiUrl(api.logWikiGoToTab), {
    method: 'POST',
    body,
    handleErrors: false,
  }).catch(() => undefined);
}
