import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Web push (our addition to the spec): the browser's subscriptions of the signed-in user, to
// which every new notice also goes as a push message.
// ---------------------------------------------------------------------------------------------

/** Longest subscription endpoint accepted (the browsers' are under 600 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** GET /api/v1/push/vapid-key/: the application server key the browser subscribes with. */
export const VapidKeyResponseSchema = z.object({ public_key: z.string() });
export type VapidKeyResponse = z.infer<typeof VapidKeyResponseSchema>;

const base64url = (name: string, maxLength: number) =>
  z
    .string()
    .min(1, `${name} is required.`)
    .max(maxLength, `${name} is too long.`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url.`);

const endpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX_LENGTH, `At most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`)
  .url('Must be a URL.');

/** POST /api/v1/push/subscription/: `PushSubscription.toJSON()` as the browser gives it. */
export const PushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('p256dh', 200),
    auth: base64url('auth', 100),
  }),
});
export type PushSubscriptionBody = z.output<typeof PushSubscriptionBody>;

/** DELETE /api/v1/push/subscription/: the endpoint of the subscription to forget. */
export const PushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.output<typeof PushUnsubscribeBody>;

/**
 * What a push message carries (the service worker shows it): small, and only what the receiver
 * may read; `url` is the app's deep link (a hash route).
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Replaces an earlier notification of the same notice. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
