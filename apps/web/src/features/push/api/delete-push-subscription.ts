import { endpoints } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/** DELETE /api/v1/push/subscription/ (our addition): forgets the caller's subscription. 204. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return callApi(endpoints.pushSubscriptionDelete, { body: { endpoint }, handleErrors: false });
}
