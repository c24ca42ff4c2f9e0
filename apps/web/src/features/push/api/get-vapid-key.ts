import { endpoints, type VapidKeyResponse } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * GET /api/v1/push/vapid-key/ (our addition): the server's public key the browser subscribes
 * with. A failure is shown by the switch, never as an error screen.
 */
export function getVapidKey(): Promise<VapidKeyResponse> {
  return callApi(endpoints.pushVapidKey, { handleErrors: false });
}
