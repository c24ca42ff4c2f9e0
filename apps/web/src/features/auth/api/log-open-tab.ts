import { api, type LoggedResponse, type OpenSpaTabBody } from '@app/contract';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';

/** Logs that the app was opened (fire and forget: a failure never reaches the user). */
export function logOpenTab(fromMobile: boolean): void {
  const body: OpenSpaTabBody = { from_mobile: fromMobile };
  apiRequest<LoggedResponse>(apiUrl(api.openSpaTab), {
    method: 'POST',
    body,
    handleErrors: false,
  }).catch(() => undefined);
}
