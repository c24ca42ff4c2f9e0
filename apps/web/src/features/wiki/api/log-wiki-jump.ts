import { endpoints } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * Logs a jump into a wiki category (POST logging/wiki/create/go-to-tab/). Fire and forget: the
 * caller navigates at once, and a failure never reaches the user.
 */
export function logWikiJump(wikiPageId: number): void {
  callApi(endpoints.logWikiGoToTab, {
    body: { wiki_page_id: wikiPageId },
    handleErrors: false,
  }).catch(() => undefined);
}
