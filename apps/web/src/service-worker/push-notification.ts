import type { PushPayload } from '@app/contract';

/** The app's name, as in public/manifest.webmanifest: the title of a push that carried nothing usable. */
export const FALLBACK_TITLE = 'Контент программы';

/** Where the worker's images are: absolute URLs, resolved against its scope. */
export interface NotificationImages {
  icon: string;
  /** The monochrome mark Android shows in the status bar. */
  badge: string;
}

/** The icon and badge URLs of a worker whose scope is `scope`. */
export function notificationImages(scope: string): NotificationImages {
  return {
    icon: new URL('icons/icon-192.png', scope).href,
    badge: new URL('icons/badge-96.png', scope).href,
  };
}

/**
 * The payload of a push message (PushPayloadSchema of the contract), checked by hand: the worker
 * carries no zod. Null when anything is missing or not text.
 */
export function readPushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = ['title', 'body', 'url', 'tag'] as const;
  const values = fields.map((field) => Reflect.get(data, field));
  if (!values.every((value) => typeof value === 'string')) return null;
  const [title, body, url, tag] = values as string[];
  return { title: title ?? '', body: body ?? '', url: url ?? '', tag: tag ?? '' };
}

/**
 * What `showNotification` gets for a push message's JSON (`data`). Every push must show a
 * notification (the subscription is `userVisibleOnly`), so a payload that cannot be read still
 * shows the app's name and opens the app.
 */
export function notificationFromPush(
  data: unknown,
  images: NotificationImages,
): { title: string; options: NotificationOptions } {
  const payload = readPushPayload(data);
  if (payload === null || payload.title === '') {
    return { title: FALLBACK_TITLE, options: { ...images, data: { url: '#/' } } };
  }
  const options: NotificationOptions = {
    ...images,
    body: payload.body,
    data: { url: payload.url },
  };
  // A later notification of the same notice replaces this one instead of piling up.
  if (payload.tag) options.tag = payload.tag;
  return { title: payload.title, options };
}
