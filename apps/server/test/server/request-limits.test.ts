import { api, COMMENT_IMAGE_MAX_BYTES, type Comment } from '@app/contract';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { COMMENT_UPLOAD_MAX_BYTES } from '../../src/modules/comments/comment-upload.ts';
import { JSON_MAX_DEPTH } from '../../src/plugins/json-body-parser.ts';
import { jpegWithExif, multipartBody, pngWithAlpha } from '../comments/comment-test-kit.ts';
import { buildPublication, buildTaxonomy } from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { chunkedFrame, rawExchange } from '../support/raw-http.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/** Body, header and nesting limits, through a real listening server (not `inject`). */

const MB = 1024 * 1024;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let base: string;
let port: number;
let client: User;
let staff: User;
let publicationId: number;
/** Server time (ms, from onRequest to the answer) of the last request to each URL. */
const serverMs = new Map<string, number>();

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database, { env: { COMMENT_RATE_LIMIT: '100000' } });
  const flow = await buildFlow(database.db);
  client = await buildUser(database.db, { flow });
  staff = await buildUser(database.db, { isStaff: true });
  const taxonomy = await buildTaxonomy(database.db);
  publicationId = (await buildPublication(database.db, taxonomy, { flows: [flow] })).publication.id;
  t.app.addHook('onResponse', async (request, reply) => {
    serverMs.set(request.url, reply.elapsedTime);
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** The head of a comment upload as `client`, up to the first bytes of one `images` part. */
async function uploadHead(framing: string, firstPart: string): Promise<string> {
  const { authorization } = await bearer(t.tokens, client.id);
  const boundary = 'limit-test-boundary';
  const start =
    `--${boundary}\r\nContent-Disposition: form-data; name="publication"\r\n\r\n${publicationId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; ${firstPart}\r\n\r\n`;
  const body = framing === 'chunked' ? chunkedFrame(start).toString('latin1') : start;
  return (
    `POST ${api.commentCreate} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `${framing === 'chunked' ? 'Transfer-Encoding: chunked' : framing}\r\n\r\n${body}`
  );
}

const IMAGE_PART = 'name="images"; filename="huge.jpg"\r\nContent-Type: image/jpeg';

describe('comment uploads: capped while streaming', () => {
  it('answers 413 at once to an announced 1000 MB, without reading a byte of it', async () => {
    const head = await uploadHead(`Content-Length: ${1000 * MB}`, IMAGE_PART);
    const answer = await rawExchange(port, head);
    expect(answer.status).toBe(413);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    expect(JSON.parse(answer.body)).toEqual({
      detail: `The comment is too large: at most ${COMMENT_UPLOAD_MAX_BYTES / MB} MB in all.`,
      code: 'payload_too_large',
    });
    expect(answer.ms).toBeLessThan(2000);
  });

  it('stops a streamed image at 10 MB: 413, the rest never read, memory flat', async () => {
    const rss = process.memoryUsage().rss;
    const offer = { chunk: chunkedFrame(Buffer.alloc(64 * 1024, 0x61)), offer: 1000 * MB };
    const answer = await rawExchange(port, await uploadHead('chunked', IMAGE_PART), offer);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'Each image must be at most 10 MB.',
      code: 'payload_too_large',
    });
    // 10 MB read, plus what the sockets' buffers held when the server closed.
    expect(answer.sent).toBeGreaterThan(COMMENT_IMAGE_MAX_BYTES);
    expect(answer.sent).toBeLessThan(COMMENT_IMAGE_MAX_BYTES + 40 * MB);
    expect(process.memoryUsage().rss - rss).toBeLessThan(150 * MB);
  });

  it('stops a streamed body at the overall cap, even in a part it only skips', async () => {
    const offer = { chunk: chunkedFrame(Buffer.alloc(64 * 1024, 0x61)), offer: 1000 * MB };
    const head = await uploadHead('chunked', 'name="text"');
    const answer = await rawExchange(port, head, offer);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
    expect(answer.sent).toBeGreaterThan(COMMENT_UPLOAD_MAX_BYTES);
    expect(answer.sent).toBeLessThan(COMMENT_UPLOAD_MAX_BYTES + 40 * MB);
  });

  it('still takes a comment with five images of exactly 10 MB, like the SPA sends', async () => {
    const photo = await jpegWithExif();
    const padded = Buffer.concat([photo, Buffer.alloc(COMMENT_IMAGE_MAX_BYTES - photo.length)]);
    const five = Array.from({ length: 5 }, () => ({ data: padded }));
    const small = [{ data: photo }, { data: await pngWithAlpha(), name: 'a.png' }];
    for (const [images, count] of [
      [five, 5],
      [small, 2],
    ] as const) {
      const form = multipartBody({ publication: publicationId, text: 'фото', images: [...images] });
      const response = await fetch(`${base}${api.commentCreate}`, {
        method: 'POST',
        headers: { ...(await bearer(t.tokens, client.id)), 'content-type': form.contentType },
        body: form.body,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      expect(((await response.json()) as Comment).comment_images).toHaveLength(count);
    }
  });
});

/** Sends a JSON text as the user, answering the status and the body. */
async function sendJson(method: string, url: string, user: User, text: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(await bearer(t.tokens, user.id)), 'content-type': 'application/json' },
    body: text,
  });
  const body: unknown = await response.json();
  return { status: response.status, body };
}

const TOO_DEEP = {
  non_field_errors: [`JSON nested too deeply (at most ${JSON_MAX_DEPTH} levels).`],
};
const brackets = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON bodies: nesting depth', () => {
  it('refuses 10 million brackets to the editor fast, while other requests are answered', async () => {
    const rss = process.memoryUsage().rss;
    const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
    eventLoopDelay.enable();
    const [deep, small] = await Promise.all([
      sendJson('POST', api.editorPublicationCreate, staff, '['.repeat(10_000_000)),
      fetch(`${base}${api.noticeUnread}`, { headers: await bearer(t.tokens, client.id) }),
    ]);
    eventLoopDelay.disable();
    expect(deep).toMatchObject({ status: 400, body: TOO_DEEP });
    expect(small.status).toBe(200);
    // Parsing them took 10 s of a frozen event loop; the test's own client shares this loop.
    expect(serverMs.get(api.editorPublicationCreate)).toBeLessThan(1000);
    expect(eventLoopDelay.max / 1e6).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(150 * MB);
  });

  it('refuses them on a reader call by its 1 MB limit (413), and a megabyte as too deep', async () => {
    const huge = await sendJson('PUT', api.noticeSettingsUpdate, client, '['.repeat(10_000_000));
    expect(huge).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    const deep = await sendJson('PUT', api.noticeSettingsUpdate, client, brackets(500_000));
    expect(deep).toMatchObject({ status: 400, body: TOO_DEEP });
  });

  it(`lets ${JSON_MAX_DEPTH} levels through to the call's own checks, not ${JSON_MAX_DEPTH + 1}`, async () => {
    const deleteList = (depth: number) =>
      sendJson('DELETE', api.noticeDeleteList, client, brackets(depth));
    const atLimit = await deleteList(JSON_MAX_DEPTH);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body).not.toEqual(TOO_DEEP);
    expect(await deleteList(JSON_MAX_DEPTH + 1)).toEqual({ status: 400, body: TOO_DEEP });
  });
});

describe('requests Node refuses before Fastify sees them', () => {
  it('answers 431 in the API error shape and closes the connection', async () => {
    const head = `GET ${api.noticeUnread} HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const answer = await rawExchange(port, head);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    expect(JSON.parse(answer.body)).toEqual({
      detail: 'Request headers are too large.',
      code: 'request_header_fields_too_large',
    });
  });

  it('answers a broken request line with 400 in the field-error shape', async () => {
    const answer = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({ non_field_errors: ['Malformed request.'] });
  });
});
