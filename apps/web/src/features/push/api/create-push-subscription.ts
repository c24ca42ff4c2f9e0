import { endpoints, type PushSubscriptionBody } from '@app/contract';
import { callApi } from '../../../shared/lib/call-api.ts';

/**
 * POST /api/v1/push/subscription/ (our addition): stores this browser's subscription for the
 * signed-in user (an endpoint already known changes hands). 204.
 */
export function createPushSubscription(body: PushSubscriptionBody): Promise<void> {
  return callApi(endpoints.pushSubscriptionCreate, { body, handleErrors: false });
}

/**
 * The POST body from `PushSubscription.toJSON()`, whose fields the DOM types leave optional;
 * a browser always fills them for a push subscription.
 */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody {
  const { endpoint, expirationTime = null, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new Error('The browser gave a push subscription without its endpoint or keys');
  }
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
