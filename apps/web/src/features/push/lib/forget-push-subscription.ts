import { deletePushSubscription } from '../api/delete-push-subscription.ts';

/**
 * Signing out: this browser stops receiving the user's notices (its subscription dropped and
 * forgotten by the server). Best effort: failures are ignored, signing out goes on.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  // No PushManager (Safari before installing): no subscription either.
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await Promise.allSettled([
    deletePushSubscription(subscription.endpoint),
    subscription.unsubscribe(),
  ]);
}
