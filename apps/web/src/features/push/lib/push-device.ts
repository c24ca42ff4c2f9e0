import { createPushSubscription, subscriptionBody } from '../api/create-push-subscription.ts';
import { deletePushSubscription } from '../api/delete-push-subscription.ts';
import { getVapidKey } from '../api/get-vapid-key.ts';
import { base64UrlToBytes } from './base64url.ts';

/**
 * Push on this device: `on` when the browser holds a subscription. The first three cannot be
 * switched: no Push API, no service worker of the app, notifications blocked for the site.
 */
export type PushDeviceState = 'unsupported' | 'no-worker' | 'denied' | 'off' | 'on';

/** The permission prompt was closed without an answer: the switch stays off. */
export class PushPermissionDismissedError extends Error {
  override name = 'PushPermissionDismissedError';
}

/** How long to wait for the app's worker to become active before calling it missing. */
const WORKER_WAIT_MS = 10_000;

/** True when the browser has all that web push needs (Safari on iOS: only once installed). */
export function hasPushSupport(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The app's worker registration once its worker is active; null when the page has none. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  if (registration.active) return registration;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** What the switch shows: read from the browser, never from the server. */
export async function readPushDevice(): Promise<PushDeviceState> {
  if (!hasPushSupport()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await activeRegistration();
  if (!registration) return 'no-worker';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Turns push on: asks for the permission (only now, on the user's click), subscribes with the
 * server's key and stores the subscription on the server. Should the server refuse it, the
 * browser's subscription is dropped again, so the switch never shows on for nothing.
 */
export async function turnPushOn(): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') throw new PushPermissionDismissedError();
  const registration = await activeRegistration();
  if (!registration) return 'no-worker';
  const { public_key } = await getVapidKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(public_key),
  });
  try {
    await createPushSubscription(subscriptionBody(subscription.toJSON()));
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/**
 * Turns push off: the browser drops its subscription and the server forgets it. Only the
 * browser's part can fail the switch: once unsubscribed, the push service refuses the server's
 * messages to that endpoint even if the DELETE did not get through.
 */
export async function turnPushOff(): Promise<PushDeviceState> {
  const registration = await activeRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    const [, unsubscribed] = await Promise.allSettled([
      deletePushSubscription(subscription.endpoint),
      subscription.unsubscribe(),
    ]);
    if (unsubscribed.status === 'rejected') throw unsubscribed.reason;
  }
  return 'off';
}
