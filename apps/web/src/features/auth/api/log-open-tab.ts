import { endpoints } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/** Logs that the app was opened (fire and forget: a failure never reaches the user). */
export function logOpenTab(fromMobile: boolean): void {
  callApi(endpoints.openSpaTab, {
    body: { from_mobile: fromMobile },
    handleErrors: false,
  }).catch(() => undefined);
}
