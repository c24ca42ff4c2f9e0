import { api, PushPayloadSchema, type PushPayload } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, pushDeliveries, pushSubscriptions, type User } from '../../src/db/schema.ts';
import { fanOutNewPublicationNotices } from '../../src/modules/notices/new-publication-notices.ts';
import type { VapidKeys } from '../../src/modules/push/push-config.ts';
import { queueFanOutPage } from '../../src/modules/push/push-queue-repo.ts';
import {
  deliverDuePushes,
  FAN_OUT_PAGE_SIZE,
  MAX_PUSH_ATTEMPTS,
} from '../../src/modules/push/push-worker.ts';
import { useCommentTestKit } from '../comments/comment-test-kit.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import {
  createBrowserPushKeys,
  startPushService,
  type PushService,
} from '../support/push-service.ts';
import { TEST_VAPID } from '../support/test-app.ts';

const kit = useCommentTestKit();
const db = () => kit.database.db;
const vapid: VapidKeys = {
  publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
  privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
  subject: TEST_VAPID.VAPID_SUBJECT,
};

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
});

/** A browser of `user` subscribed through the API at the local push service. */
async function subscribedBrowser(user: User, token: string) {
  const browser = createBrowserPushKeys();
  const response = await kit.call('POST', api.pushSubscriptionCreate, user.id, {
    endpoint: service.endpointFor(token),
    keys: browser.keys,
  });
  expect(response.statusCode, response.body).toBe(204);
  return browser;
}

/** The messages the service received for `token` since `from`, decrypted. */
function messagesOf(
  token: string,
  browser: { decrypt(body: Buffer): string },
  from = 0,
): PushPayload[] {
  return service.deliveries
    .slice(from)
    .filter((delivery) => delivery.token === token)
    .map((delivery) => PushPayloadSchema.parse(JSON.parse(browser.decrypt(delivery.body))));
}

async function queuedFor(user: User): Promise<number> {
  const rows = await db()
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(eq(pushSubscriptions.userId, user.id));
  return rows.length;
}

/** Queues the messages of every waiting np fan-out, as a push worker does when nothing is due. */
async function queueFanOuts(): Promise<void> {
  let pending = true;
  while (pending) pending = await queueFanOutPage(db(), FAN_OUT_PAGE_SIZE);
}

/** Makes every queued message due now (a retry waits 30 s and more). */
async function dueNow(): Promise<void> {
  await db()
    .update(pushDeliveries)
    .set({ dueAt: new Date(Date.now() - 1000) });
}

describe('push delivery', () => {
  it('sends a new publication to every device, in the receiver language, with its link', async () => {
    const flow = await buildFlow(db());
    const reader = await buildUser(db(), { flow });
    const english = await buildUser(db(), { flow, language: 'en' });
    const phone = await subscribedBrowser(reader, `np-phone-${reader.id}`);
    const laptop = await subscribedBrowser(reader, `np-laptop-${reader.id}`);
    const abroad = await subscribedBrowser(english, `np-en-${english.id}`);
    const { publication } = await buildPublication(db(), kit.taxonomy, {
      flows: [flow],
      title: 'Утренняя зарядка',
    });
    await fanOutNewPublicationNotices(db(), publication.id);
    const from = service.deliveries.length;
    const result = await deliverDuePushes(db(), vapid);
    expect(result).toMatchObject({ sent: 3, retried: 0, gone: 0, dropped: 0 });
    const expected = {
      title: 'Новая публикация',
      body: 'Утренняя зарядка',
      url: `#/publicate/${publication.id}`,
    };
    expect(messagesOf(`np-phone-${reader.id}`, phone, from)).toEqual([
      expect.objectContaining(expected),
    ]);
    expect(messagesOf(`np-laptop-${reader.id}`, laptop, from)).toEqual([
      expect.objectContaining(expected),
    ]);
    expect(messagesOf(`np-en-${english.id}`, abroad, from)).toEqual([
      expect.objectContaining({ ...expected, title: 'New publication' }),
    ]);
    const delivery = service.deliveries.at(-1);
    expect(delivery?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(await queuedFor(reader)).toBe(0);
  });

  it('sends a reply and a like on a comment to its author with the comment deep link', async () => {
    const flow = await buildFlow(db());
    const author = await buildUser(db(), { flow });
    const replier = await buildUser(db(), { flow, firstName: 'Ольга', lastName: 'Петрова' });
    const browser = await subscribedBrowser(author, `comments-${author.id}`);
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    const own = await kit.create(author.id, { publication: publication.id, text: 'Мой вопрос' });
    const reply = await kit.create(replier.id, {
      publication: publication.id,
      parent: own.pk,
      text: 'Отвечаю на ваш вопрос',
    });
    const liked = await kit.call('POST', api.likeCommentCreate(own.pk), replier.id);
    expect(liked.statusCode, liked.body).toBeLessThan(300);
    const from = service.deliveries.length;
    expect((await deliverDuePushes(db(), vapid)).sent).toBe(2);
    const messages = messagesOf(`comments-${author.id}`, browser, from);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Ольга Петрова ответил(а) на ваш комментарий',
          body: 'Отвечаю на ваш вопрос',
          url: `#/publicate/${publication.id}?comment_target_id=${reply.pk}`,
        }),
        expect.objectContaining({
          title: 'Ольга Петрова оценил(а) ваш комментарий',
          body: 'Мой вопрос',
          url: `#/publicate/${publication.id}?comment_target_id=${own.pk}`,
        }),
      ]),
    );
  });

  it('sends nothing when the settings refuse the notice or the post has disable_pushs', async () => {
    const flow = await buildFlow(db());
    const quiet = await buildUser(db(), { flow, settings: { notificationVideo: false } });
    const reader = await buildUser(db(), { flow });
    await subscribedBrowser(quiet, `quiet-${quiet.id}`);
    await subscribedBrowser(reader, `silenced-${reader.id}`);
    const { publication: video } = await buildPublication(db(), kit.taxonomy, {
      flows: [flow],
      tags: ['video'],
    });
    const { publication: silent } = await buildPublication(db(), kit.taxonomy, {
      flows: [flow],
      disablePushs: true,
    });
    await fanOutNewPublicationNotices(db(), video.id);
    await fanOutNewPublicationNotices(db(), silent.id);
    const from = service.deliveries.length;
    await deliverDuePushes(db(), vapid);
    const tokens = service.deliveries.slice(from).map((delivery) => delivery.token);
    expect(tokens).not.toContain(`quiet-${quiet.id}`);
    expect(tokens.filter((token) => token === `silenced-${reader.id}`)).toHaveLength(1);
  });

  it('forgets a subscription the push service answers 410 for', async () => {
    const flow = await buildFlow(db());
    const user = await buildUser(db(), { flow });
    await subscribedBrowser(user, `gone-${user.id}`);
    service.answerWith(`gone-${user.id}`, 410);
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    await fanOutNewPublicationNotices(db(), publication.id);
    await queueFanOuts();
    expect(await queuedFor(user)).toBe(1);
    expect(await deliverDuePushes(db(), vapid)).toMatchObject({ gone: 1, sent: 0 });
    const left = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([]);
  });

  it('retries 5xx and 429 later (after Retry-After when given), and gives up in the end', async () => {
    const flow = await buildFlow(db());
    const user = await buildUser(db(), { flow });
    const token = `retry-${user.id}`;
    const browser = await subscribedBrowser(user, token);
    service.answerWith(token, 503, { status: 429, retryAfter: '120' });
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    await fanOutNewPublicationNotices(db(), publication.id);
    const dueIn = async () => {
      const [row] = await db()
        .select({ dueAt: pushDeliveries.dueAt })
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
        .where(eq(pushSubscriptions.userId, user.id));
      return (row?.dueAt.getTime() ?? 0) - Date.now();
    };
    expect((await deliverDuePushes(db(), vapid)).retried).toBe(1);
    expect(await dueIn()).toBeGreaterThan(20_000);
    expect(await dueIn()).toBeLessThan(40_000);
    expect((await deliverDuePushes(db(), vapid)).retried).toBe(0);
    await dueNow();
    expect((await deliverDuePushes(db(), vapid)).retried).toBe(1);
    expect(await dueIn()).toBeGreaterThan(100_000);
    await dueNow();
    expect((await deliverDuePushes(db(), vapid)).sent).toBe(1);
    expect(messagesOf(token, browser)).toHaveLength(3);
    expect(await queuedFor(user)).toBe(0);

    const { publication: next } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    await fanOutNewPublicationNotices(db(), next.id);
    await queueFanOuts();
    await db()
      .update(pushDeliveries)
      .set({ attempts: MAX_PUSH_ATTEMPTS - 1 });
    service.answerWith(token, 503);
    expect(await deliverDuePushes(db(), vapid)).toMatchObject({ dropped: 1, retried: 0 });
    expect(await queuedFor(user)).toBe(0);
  });

  it('delivers each message once when two workers run at the same time', async () => {
    const flow = await buildFlow(db());
    const readers: User[] = [];
    for (let n = 0; n < 6; n += 1) readers.push(await buildUser(db(), { flow }));
    for (const reader of readers) await subscribedBrowser(reader, `twice-${reader.id}`);
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    await fanOutNewPublicationNotices(db(), publication.id);
    const from = service.deliveries.length;
    const [one, two] = await Promise.all([
      deliverDuePushes(db(), vapid),
      deliverDuePushes(db(), vapid),
    ]);
    expect((one?.sent ?? 0) + (two?.sent ?? 0)).toBe(6);
    const tokens = service.deliveries
      .slice(from)
      .map((delivery) => delivery.token)
      .sort();
    expect(tokens).toEqual(readers.map((reader) => `twice-${reader.id}`).sort());
  });

  it('drops, unsent, the messages of a forgotten subscription and of a deleted notice', async () => {
    const flow = await buildFlow(db());
    const user = await buildUser(db(), { flow });
    await subscribedBrowser(user, `forgotten-${user.id}`);
    const laptop = await subscribedBrowser(user, `kept-${user.id}`);
    const { publication } = await buildPublication(db(), kit.taxonomy, { flows: [flow] });
    const { publication: withdrawn } = await buildPublication(db(), kit.taxonomy, {
      flows: [flow],
    });
    await fanOutNewPublicationNotices(db(), publication.id);
    await fanOutNewPublicationNotices(db(), withdrawn.id);
    const noticeIds = (
      await db().select({ id: notices.id }).from(notices).where(eq(notices.receiverId, user.id))
    ).map((notice) => notice.id);
    // Both fan-outs' messages queued (as a push worker does first) before a device and a notice go.
    await queueFanOuts();
    const forgotten = await kit.call('DELETE', api.pushSubscriptionDelete, user.id, {
      endpoint: service.endpointFor(`forgotten-${user.id}`),
    });
    expect(forgotten.statusCode).toBe(204);
    await db().delete(notices).where(eq(notices.publicationId, withdrawn.id));
    const from = service.deliveries.length;
    expect(await deliverDuePushes(db(), vapid)).toMatchObject({ sent: 1, dropped: 1 });
    expect(service.deliveries.slice(from).map((delivery) => delivery.token)).toEqual([
      `kept-${user.id}`,
    ]);
    expect(messagesOf(`kept-${user.id}`, laptop, from)).toEqual([
      expect.objectContaining({ url: `#/publicate/${publication.id}` }),
    ]);
    // Nothing of the user's is left in the queue, orphans included (the queue has no keys).
    const left = await db()
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(inArray(pushDeliveries.noticeId, noticeIds));
    expect(left).toEqual([]);
  });
});
