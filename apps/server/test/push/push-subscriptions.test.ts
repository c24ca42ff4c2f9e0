import { endpoints, PUSH_ENDPOINT_MAX_LENGTH } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  notices,
  publications,
  pushDeliveries,
  pushFanOuts,
  pushSubscriptions,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { fanOutNewPublicationNotices } from '../../src/modules/notices/new-publication-notices.ts';
import { queueFanOutPage } from '../../src/modules/push/push-queue-repo.ts';
import { buildNotice, callAs } from '../notices/notice-factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { createBrowserPushKeys } from '../support/push-service.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let flow: Flow;
let client: User;

beforeAll(async () => {
  flow = await buildFlow(db());
  client = await buildUser(db(), { flow });
});

let device = 0;
/** A browser's subscription at a loopback push service (allowed outside production). */
function subscription(endpoint = `http://127.0.0.1:9/push/device-${(device += 1)}`) {
  return { endpoint, expirationTime: null, keys: createBrowserPushKeys().keys };
}

const subscribe = (userId: number | null, body: unknown) =>
  callAs(kit, 'POST', endpoints.pushSubscriptionCreate.path, userId, body);

async function subscriptionsOf(userId: number): Promise<string[]> {
  const rows = await db()
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint).sort();
}

/** The queued deliveries of these notices, as `endpoint` per notice id. */
async function queued(noticeIds: number[]): Promise<Array<[number, string]>> {
  if (noticeIds.length === 0) return [];
  const rows = await db()
    .select({ notice: pushDeliveries.noticeId, endpoint: pushSubscriptions.endpoint })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(inArray(pushDeliveries.noticeId, noticeIds));
  return rows
    .map((row): [number, string] => [row.notice, row.endpoint])
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
}

/** Queues every waiting fan-out's messages, `receivers` ids a page; returns the pages taken. */
async function queueAllFanOutPages(receivers: number): Promise<number> {
  let pages = 0;
  while (await queueFanOutPage(db(), receivers)) pages += 1;
  return pages;
}

async function noticeIdsOf(publicationId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: notices.id })
    .from(notices)
    .where(eq(notices.publicationId, publicationId));
  return rows.map((row) => row.id);
}

const fanOutsOf = (publicationId: number) =>
  db().select().from(pushFanOuts).where(eq(pushFanOuts.publicationId, publicationId));

describe('push: VAPID key and subscriptions', () => {
  it('answers the VAPID public key to a signed-in user only', async () => {
    expect((await callAs(kit, 'GET', endpoints.pushVapidKey.path, null)).statusCode).toBe(401);
    const response = await callAs(kit, 'GET', endpoints.pushVapidKey.path, client.id);
    expect(response.statusCode).toBe(200);
    // An uncompressed P-256 point: 65 bytes, base64url.
    const key = response.json<{ public_key: string }>().public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  });

  it('stores several devices per user, takes over a known endpoint, and forgets one', async () => {
    const user = await buildUser(db(), { flow });
    const other = await buildUser(db(), { flow });
    const phone = subscription();
    const laptop = subscription();
    expect((await subscribe(user.id, phone)).statusCode).toBe(204);
    expect((await subscribe(user.id, laptop)).statusCode).toBe(204);
    expect((await subscribe(user.id, phone)).statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([laptop.endpoint, phone.endpoint].sort());
    // The laptop's browser is now signed in as someone else.
    expect((await subscribe(other.id, laptop)).statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([phone.endpoint]);
    expect(await subscriptionsOf(other.id)).toEqual([laptop.endpoint]);
    // Nobody forgets someone else's subscription.
    const forget = (userId: number, endpoint: string) =>
      callAs(kit, 'DELETE', endpoints.pushSubscriptionDelete.path, userId, { endpoint });
    expect((await forget(user.id, laptop.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(other.id)).toEqual([laptop.endpoint]);
    expect((await forget(user.id, phone.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('refuses endpoints outside the push services and malformed keys with field errors', async () => {
    const refused = await subscribe(client.id, subscription('https://evil.example/push/1'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ endpoint: ['This push service is not allowed.'] });
    const long = `https://fcm.googleapis.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`;
    expect((await subscribe(client.id, subscription(long))).statusCode).toBe(400);
    const badKeys = await subscribe(client.id, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(Object.keys(badKeys.json<Record<string, unknown>>()).sort()).toEqual([
      'keys.auth',
      'keys.p256dh',
    ]);
    expect((await subscribe(null, subscription())).statusCode).toBe(401);
    expect(await subscriptionsOf(client.id)).toEqual([]);
  });
});

describe('push: the queue', () => {
  it("queues each notice to every device of its receiver, in the notices' statement or, for an np fan-out, a page at a time by the push workers", async () => {
    const own = await buildFlow(db());
    const [twoDevices, oneDevice, none] = [
      await buildUser(db(), { flow: own }),
      await buildUser(db(), { flow: own }),
      await buildUser(db(), { flow: own }),
    ];
    const phone = subscription();
    const laptop = subscription();
    const tablet = subscription();
    await subscribe(twoDevices.id, phone);
    await subscribe(twoDevices.id, laptop);
    await subscribe(oneDevice.id, tablet);
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [own] });
    expect(await fanOutNewPublicationNotices(db(), publication.id)).toBe(3);
    const liked = await buildNotice(db(), oneDevice.id, {
      noticeType: 'cl',
      senderId: none.id,
      publicationId: publication.id,
    });
    const npIds = await noticeIdsOf(publication.id);
    // Publishing queued none of its own: the like's went in with the like's notice.
    expect(await queued(npIds)).toEqual([[liked.id, tablet.endpoint]]);
    await queueAllFanOutPages(2);
    const byReceiver = await queued(npIds);
    expect(byReceiver.map(([, endpoint]) => endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint, tablet.endpoint, tablet.endpoint].sort(),
    );
    expect(byReceiver.filter(([notice]) => notice === liked.id)).toEqual([
      [liked.id, tablet.endpoint],
    ]);
  });

  it('queues a fan-out once, skipping other notices of its publication, and goes when done', async () => {
    const own = await buildFlow(db());
    const first = await buildUser(db(), { flow: own });
    const readers: User[] = [first];
    for (let n = 0; n < 4; n += 1) readers.push(await buildUser(db(), { flow: own }));
    for (const reader of readers) await subscribe(reader.id, subscription());
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [own] });
    expect(await fanOutNewPublicationNotices(db(), publication.id)).toBe(5);
    // A like's notice on the same publication inside the fan-out's ids (as one made while it ran
    // would be): queued by its own statement, not again by the fan-out's pages.
    const liked = await buildNotice(db(), first.id, {
      noticeType: 'cl',
      senderId: client.id,
      publicationId: publication.id,
    });
    await db()
      .update(pushFanOuts)
      .set({ lastNoticeId: liked.id })
      .where(eq(pushFanOuts.publicationId, publication.id));
    // Published again: nobody new to notify, so nothing new for the push workers.
    expect(await fanOutNewPublicationNotices(db(), publication.id)).toBe(0);
    expect(await fanOutsOf(publication.id)).toHaveLength(1);
    // Pages of two receiver ids: three or more (the readers' ids may not follow each other).
    expect(await queueAllFanOutPages(2)).toBeGreaterThanOrEqual(3);
    const npIds = await noticeIdsOf(publication.id);
    const messages = await queued(npIds);
    expect(messages).toHaveLength(6);
    expect(new Set(messages.map(([notice, endpoint]) => `${notice} ${endpoint}`)).size).toBe(6);
    expect(messages.filter(([notice]) => notice === liked.id)).toHaveLength(1);
    expect(await fanOutsOf(publication.id)).toEqual([]);
  });

  it('queues nothing of a fan-out whose publication has disable_pushs by then', async () => {
    const own = await buildFlow(db());
    const reader = await buildUser(db(), { flow: own });
    await subscribe(reader.id, subscription());
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [own] });
    expect(await fanOutNewPublicationNotices(db(), publication.id)).toBe(1);
    await db()
      .update(publications)
      .set({ disablePushs: true })
      .where(eq(publications.id, publication.id));
    await queueAllFanOutPages(10);
    const noticeIds = await noticeIdsOf(publication.id);
    expect(noticeIds).toHaveLength(1);
    expect(await queued(noticeIds)).toEqual([]);
    expect(await fanOutsOf(publication.id)).toEqual([]);
  });

  it('queues nothing for a disable_pushs publication, nor for users without a device', async () => {
    const own = await buildFlow(db());
    const user = await buildUser(db(), { flow: own });
    await buildUser(db(), { flow: own });
    await subscribe(user.id, subscription());
    const { publication } = await buildPublication(db(), kit.taxonomy, {
      flows: [own],
      disablePushs: true,
    });
    const notice = await buildNotice(db(), user.id, {
      noticeType: 'nudge',
      publicationId: publication.id,
    });
    expect(await queued([notice.id])).toEqual([]);
    const { publication: plain } = await buildPublication(db(), kit.taxonomy, { flows: [own] });
    const reminder = await buildNotice(db(), user.id, {
      noticeType: 'nudge',
      publicationId: plain.id,
    });
    expect(await queued([reminder.id])).toHaveLength(1);
  });
});
