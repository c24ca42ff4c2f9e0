import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush, { WebPushError } from 'web-push';
import {
  createBrowserPushKeys,
  startPushService,
  type BrowserPushKeys,
  type PushService,
} from '../support/push-service.ts';

const vapid = webpush.generateVAPIDKeys();

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
});

function send(token: string, keys: BrowserPushKeys, payload: string) {
  return webpush.sendNotification({ endpoint: service.endpointFor(token), keys }, payload, {
    vapidDetails: {
      subject: 'mailto:test@example.com',
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
    },
    TTL: 60,
    agent: service.agent,
  });
}

async function sendRefused(token: string): Promise<WebPushError> {
  const error: unknown = await send(token, createBrowserPushKeys().keys, '{}').catch(
    (rejection: unknown) => rejection,
  );
  if (!(error instanceof WebPushError)) throw new Error(`Expected a WebPushError, got ${error}`);
  return error;
}

describe('push service', () => {
  it('receives an encrypted delivery the browser keys can read', async () => {
    const browser = createBrowserPushKeys();
    const before = service.deliveries.length;
    const result = await send('reader', browser.keys, JSON.stringify({ title: 'Привет' }));

    expect(result.statusCode).toBe(201);
    const deliveries = await service.waitForDeliveries(before + 1);
    const delivery = deliveries.at(-1);
    expect(delivery?.token).toBe('reader');
    expect(delivery?.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '60' });
    expect(delivery?.headers.authorization).toMatch(/^vapid t=/);
    expect(JSON.parse(browser.decrypt(delivery?.body ?? Buffer.alloc(0)))).toEqual({
      title: 'Привет',
    });
  });

  it('answers with the scripted statuses, then 201 again', async () => {
    service.answerWith('gone', 410);
    service.answerWith('busy', { status: 429, retryAfter: '7' });

    const gone = await sendRefused('gone');
    expect(gone.statusCode).toBe(410);
    expect(gone.endpoint).toBe(service.endpointFor('gone'));

    const busy = await sendRefused('busy');
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('7');

    const again = await send('gone', createBrowserPushKeys().keys, '{}');
    expect(again.statusCode).toBe(201);
    expect(service.deliveries.filter((delivery) => delivery.token === 'gone')).toHaveLength(2);
  });

  it('says how many deliveries arrived when waiting times out', async () => {
    const expected = service.deliveries.length + 1;
    await expect(service.waitForDeliveries(expected, 50)).rejects.toThrow(
      `Expected ${expected} push deliveries within 50 ms, got ${expected - 1}`,
    );
  });
});
