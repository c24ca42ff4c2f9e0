import { readStorage, STORAGE_KEYS } from '../../../shared/lib/storage.ts';
import { createPushSubscription, subscriptionBody } from '../api/create-push-subscription.ts';

/**
 * At start, sends this browser's subscription (if any) again for the signed-in user. The
 * server keeps one owner per endpoint, so a browser on which someone else has signed in since
 * gets this user's notices, not the other's, and a subscription the browser renewed by itself
 * reaches the server. Best effort: failures are ignored.
 */
export async function syncPushSubscription(registration: ServiceWorkerRegistration): Promise<void> {
  if (!readStorage(STORAGE_KEYS.refreshToken)) return;
  if (!('Notification' in window) || Notification.permission !== 'granted') return;
  const subscription = await registration.pushManager?.getSubscription();
  if (!subscription) return;
  await createPushSubscription(subscriptionBody(subscription.toJSON())).catch(() => undefined);
}
