import {
  api,
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_LENGTH,
  demoAuth,
  EDITOR_PREVIEW_TEXT_MAX_LENGTH,
  EDITOR_TEXT_MAX_LENGTH,
  EDITOR_TITLE_MAX_LENGTH,
  mainSite,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import type { Flow, User } from '../../src/db/schema.ts';
import { jpegWithExif, multipartBody, type UploadFile } from '../comments/comment-test-kit.ts';
import { base64File, PDF, picture } from '../editor/editor-test-kit.ts';
import {
  buildComment,
  buildPublication,
  buildTaxonomy,
  buildWikiPage,
} from '../publications/publication-factories.ts';
import type { PublicationTestKit } from '../publications/publication-test-kit.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp } from '../support/test-app.ts';

/**
 * Hostile bodies on every call that takes one: oversized, malformed, mistyped, huge, deeply
 * nested, and hostile uploads. Each gets a clear 4xx in the API's error shapes (never a 500),
 * and nothing is stored.
 */

const kit = {} as PublicationTestKit;

beforeAll(async () => {
  kit.database = await createTestDatabase();
  kit.t = await createTestApp(kit.database, { env: { COMMENT_RATE_LIMIT: '100000' } });
  kit.taxonomy = await buildTaxonomy(kit.database.db);
});

afterAll(async () => {
  await kit.t?.close();
  await kit.database?.close();
});

let flow: Flow;
let client: User;
let staff: User;
let supermoderator: User;
let publicationId: number;
let commentId: number;
let wikiPageId: number;

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface BodyCall {
  name: string;
  method: Method;
  url: () => string;
  user: () => User | null;
  /** Route's own body limit when it has one (the editor's, for base64 files). */
  limit?: number;
  /** Bodies of the "wrong shape" probes that are valid here (an empty list). */
  valid?: string[];
}

const CALLS: BodyCall[] = [
  {
    name: 'editor create',
    method: 'POST',
    url: () => api.editorPublicationCreate,
    user: () => staff,
    limit: 36 * 1024 * 1024,
  },
  {
    name: 'editor update',
    method: 'PUT',
    url: () => api.editorPublicationUpdate(publicationId),
    user: () => staff,
    limit: 36 * 1024 * 1024,
  },
  {
    name: 'schedule sync',
    method: 'POST',
    url: () => api.scheduleItemSync(publicationId),
    user: () => staff,
    valid: ['[]'],
  },
  {
    name: 'notice settings',
    method: 'PUT',
    url: () => api.noticeSettingsUpdate,
    user: () => client,
  },
  {
    name: 'notice delete',
    method: 'DELETE',
    url: () => api.noticeDeleteList,
    user: () => client,
    valid: ['[]'],
  },
  {
    name: 'comment pin',
    method: 'PATCH',
    url: () => api.commentIsFixedUpdate(commentId),
    user: () => supermoderator,
  },
  { name: 'open-spa-tab', method: 'POST', url: () => api.openSpaTab, user: () => client },
  { name: 'click-file', method: 'POST', url: () => api.logClickFile, user: () => client },
  { name: 'click-video', method: 'POST', url: () => api.logClickVideo, user: () => client },
  { name: 'click-audio', method: 'POST', url: () => api.logClickAudio, user: () => client },
  { name: 'wiki go-to-tab', method: 'POST', url: () => api.logWikiGoToTab, user: () => client },
  { name: 'token refresh', method: 'POST', url: () => mainSite.tokenRefresh, user: () => null },
  { name: 'demo token', method: 'POST', url: () => demoAuth.token, user: () => null },
  {
    name: 'schedule now',
    method: 'POST',
    url: () => api.scheduleItemNow(publicationId),
    user: () => staff,
  },
];

async function send(
  call: BodyCall,
  payload: string | Buffer,
  contentType = 'application/json',
): Promise<LightMyRequestResponse> {
  const user = call.user();
  const response = await kit.t.app.inject({
    method: call.method,
    url: call.url(),
    headers: {
      ...(user ? await bearer(kit.t.tokens, user.id) : {}),
      'content-type': contentType,
    },
    payload,
  });
  // Which probe it was, in a failure's message.
  Object.assign(response, { probe: String(payload).slice(0, 60) });
  return response;
}

/** A 4xx in one of the API's error shapes: field errors, or `{detail, code?}`. */
function expectClear4xx(response: LightMyRequestResponse, status?: number): void {
  const probe = (response as { probe?: string }).probe ?? '';
  const said = `${probe} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (status !== undefined) expect(response.statusCode, said).toBe(status);
  expect(response.statusCode, said).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  const body = response.json<Record<string, unknown>>();
  if (response.statusCode === 400) {
    for (const messages of Object.values(body)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(Object.keys(body).length).toBeGreaterThan(0);
  } else {
    expect(body).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  }
  // Nothing of the body is echoed back, and no stack.
  expect(response.body).not.toMatch(/at .*\.ts:\d+|SyntaxError|RangeError/);
}

/** Rows of every table a hostile body could have written, and the stored files. */
async function snapshot(): Promise<string> {
  const [counts] = await queryRows<Record<string, number>>(
    kit.database.db,
    sql`select
      (select count(*)::int from publications) as publications,
      (select count(*)::int from publication_items) as items,
      (select count(*)::int from comments) as comments,
      (select count(*)::int from comment_images) as images,
      (select count(*)::int from schedule_items) as schedule,
      (select count(*)::int from event_log) as events,
      (select count(*)::int from notice_settings) as settings,
      (select count(*)::int from comments where bad_reported or is_fixed) as flagged,
      (select count(*)::int from notices) as notices`,
  );
  const files = await readdir(kit.t.config.uploadDir, { recursive: true }).catch(() => []);
  return JSON.stringify({ ...counts, files: files.length });
}

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  staff = await buildUser(db, { isStaff: true });
  supermoderator = await buildUser(db, { flow, superModerator: true });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow], status: 'draft' }))
    .publication.id;
  const published = await buildPublication(db, kit.taxonomy, { flows: [flow] });
  commentId = await buildComment(db, published.publication.id, client.id);
  wikiPageId = await buildWikiPage(db, 'Вики');
});

describe('hostile JSON bodies on every call that takes one', () => {
  it('the calls take a good body (so the probes below are refused for the body alone)', async () => {
    const good = await send(CALLS[6] as BodyCall, JSON.stringify({ from_mobile: false }));
    expect(good.statusCode, good.body).toBe(201);
    const wiki = await send(CALLS[10] as BodyCall, JSON.stringify({ wiki_page_id: wikiPageId }));
    expect(wiki.statusCode, wiki.body).toBe(201);
  });

  it.each(CALLS)('$name: malformed JSON, wrong types, nesting, content types', async (call) => {
    const before = await snapshot();
    for (const payload of [
      '{"title": "x",',
      '{title: 1}',
      "{'a': 1}",
      '[1, 2,]',
      '\u0000',
      '{"a": NaN}',
      '{"__proto__": {"is_staff": true}, "constructor": {"prototype": {"x": 1}}}',
    ]) {
      expectClear4xx(await send(call, payload), 400);
    }
    const wrongShapes = ['null', '"text"', '12345', 'true', '[]', '{}', '[{}]', '{"a":[]}'];
    for (const payload of wrongShapes.filter((body) => !call.valid?.includes(body))) {
      expectClear4xx(await send(call, payload));
    }
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectClear4xx(await send(call, deep));
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    expectClear4xx(await send(call, deepObject));
    // text/plain is read as a string, which no call takes: 400 (or 415).
    const text = await send(call, '{"a":1}', 'text/plain');
    expectClear4xx(text);
    expect([400, 415]).toContain(text.statusCode);
    expectClear4xx(await send(call, '<a>1</a>', 'application/xml'), 415);
    expectClear4xx(await send(call, '{"a":1}', 'application/json; charset=utf-16'));
    expect(await snapshot()).toBe(before);
  });

  it.each(CALLS)('$name: a body over the limit is 413', async (call) => {
    const before = await snapshot();
    const size = (call.limit ?? 1024 * 1024) + 1024;
    const body = `{"title":"${'x'.repeat(size)}"}`;
    expectClear4xx(await send(call, body), 413);
    expect(await snapshot()).toBe(before);
  });
});

describe('editor save: field types and sizes', () => {
  const create = (body: unknown) => send(CALLS[0] as BodyCall, JSON.stringify(body));

  it.each([
    ['title', { title: 123 }],
    ['title', { title: ['x'] }],
    ['title', { title: 'x'.repeat(EDITOR_TITLE_MAX_LENGTH + 1) }],
    ['title', { title: 'x'.repeat(1_000_000) }],
    ['preview_text', { title: 'x', preview_text: 'x'.repeat(EDITOR_PREVIEW_TEXT_MAX_LENGTH + 1) }],
    ['preview_text', { title: 'x', preview_text: { a: 1 } }],
    ['read_time', { title: 'x', read_time: '7' }],
    ['read_time', { title: 'x', read_time: 1e300 }],
    ['flows', { title: 'x', flows: 'all' }],
    ['flows', { title: 'x', flows: [1.5] }],
    ['flows', { title: 'x', flows: [-1] }],
    ['flows', { title: 'x', flows: [2 ** 40] }],
    ['feed_tags', { title: 'x', feed_tags: [[[[1]]]] }],
    ['section', { title: 'x', section: '1 or 1=1' }],
    ['disable_comments', { title: 'x', disable_comments: 'yes' }],
    ['language', { title: 'x', language: 'xx' }],
    ['publication_items', { title: 'x', publication_items: {} }],
    ['publication_items', { title: 'x', publication_items: [1] }],
    [
      'publication_items',
      {
        title: 'x',
        publication_items: Array.from({ length: 201 }, (_, sort) => ({
          sort,
          item_type: 'text',
          text: 'a',
        })),
      },
    ],
    [
      'publication_items.0.item_type',
      { title: 'x', publication_items: [{ sort: 0, item_type: 'script' }] },
    ],
    [
      'publication_items.0.text',
      {
        title: 'x',
        publication_items: [
          { sort: 0, item_type: 'text', text: 'x'.repeat(EDITOR_TEXT_MAX_LENGTH + 1) },
        ],
      },
    ],
    [
      'publication_items.0.text',
      { title: 'x', publication_items: [{ sort: 0, item_type: 'text', text: 1 }] },
    ],
    [
      'publication_items.0.sort',
      { title: 'x', publication_items: [{ sort: -1, item_type: 'text', text: 'a' }] },
    ],
    [
      'publication_items.0.video_url',
      {
        title: 'x',
        publication_items: [
          {
            sort: 0,
            item_type: 'video_url',
            video_url: `https://kinescope.io/${'x'.repeat(3000)}`,
          },
        ],
      },
    ],
  ])('400 on %s', async (field, body) => {
    const before = await snapshot();
    const response = await create(body);
    expectClear4xx(response, 400);
    const keys = Object.keys(response.json<Record<string, unknown>>());
    expect(
      keys.some((key) => key === field || key.startsWith(`${field}.`) || field.startsWith(key)),
    ).toBe(true);
    expect(await snapshot()).toBe(before);
  });
});

describe('editor save: hostile files', () => {
  const itemWith = (item: object) => ({
    title: 'Файлы',
    publication_items: [{ sort: 0, ...item }],
  });
  const cases: [string, () => Promise<object>][] = [
    [
      'an HTML page named .png as preview',
      async () => ({
        title: 'x',
        preview_image: base64File(
          Buffer.from('<html><script>alert(1)</script></html>'),
          'cover.png',
        ),
      }),
    ],
    [
      'an SVG named .png as preview',
      async () => ({
        title: 'x',
        preview_image: base64File(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'cover.png',
        ),
      }),
    ],
    [
      'a PDF named .jpg in an image block',
      async () => itemWith({ item_type: 'image', image: base64File(PDF, 'photo.jpg') }),
    ],
    [
      'zero bytes image',
      async () =>
        itemWith({
          item_type: 'image',
          image: { base64: 'data:image/png;base64,', name: 'a.png' },
        }),
    ],
    [
      'not base64',
      async () =>
        itemWith({ item_type: 'image', image: { base64: '%%%not base64%%%', name: 'a.png' } }),
    ],
    [
      'an executable named .pdf',
      async () =>
        itemWith({
          item_type: 'doc',
          doc: base64File(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'report.pdf'),
        }),
    ],
    [
      'an HTML page named .pdf',
      async () =>
        itemWith({
          item_type: 'doc',
          doc: base64File(Buffer.from('<html><script>alert(1)</script></html>'), 'report.pdf'),
        }),
    ],
    [
      'a .exe document',
      async () => itemWith({ item_type: 'doc', doc: base64File(PDF, 'setup.exe') }),
    ],
    [
      'a .html document',
      async () => itemWith({ item_type: 'doc', doc: base64File(PDF, 'page.html') }),
    ],
    [
      'an image over its limit',
      async () => ({
        title: 'x',
        preview_image: base64File(
          Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024)]),
          'big.png',
        ),
      }),
    ],
    [
      'a document over its limit',
      async () =>
        itemWith({
          item_type: 'doc',
          doc: base64File(Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]), 'big.pdf'),
        }),
    ],
    [
      'a file name of 10 000 characters',
      async () => itemWith({ item_type: 'doc', doc: base64File(PDF, `${'a'.repeat(10_000)}.pdf`) }),
    ],
    [
      'a file name with a NUL',
      async () => itemWith({ item_type: 'doc', doc: base64File(PDF, 'a\u0000.pdf') }),
    ],
  ];
  it.each(cases)('400 for %s, nothing stored', async (_name, body) => {
    const before = await snapshot();
    const response = await send(CALLS[0] as BodyCall, JSON.stringify(await body()));
    expectClear4xx(response, 400);
    expect(await snapshot()).toBe(before);
  });
});

describe('comment/create/: hostile multipart', () => {
  async function post(
    input: { text?: string; images?: UploadFile[] },
    raw?: Buffer,
    type?: string,
  ) {
    const form = multipartBody({ publication: publicationIdOfComments(), ...input });
    return kit.t.app.inject({
      method: 'POST',
      url: api.commentCreate,
      headers: {
        ...(await bearer(kit.t.tokens, client.id)),
        'content-type': type ?? form.contentType,
      },
      payload: raw ?? form.body,
    });
  }
  let commentsPublicationId = 0;
  const publicationIdOfComments = () => commentsPublicationId;

  beforeAll(async () => {
    commentsPublicationId = (
      await buildPublication(kit.database.db, kit.taxonomy, { flows: [flow] })
    ).publication.id;
  });

  it('accepts a good one (the probes can fail)', async () => {
    const response = await post({ text: 'ok', images: [{ data: await jpegWithExif(8, 8) }] });
    expect(response.statusCode, response.body).toBe(201);
  });

  const cases: [string, string, () => Promise<{ text?: string; images?: UploadFile[] }>][] = [
    ['text', 'text over the limit', async () => ({ text: 'x'.repeat(COMMENT_MAX_LENGTH + 1) })],
    ['text', 'a megabyte of text', async () => ({ text: 'x'.repeat(1024 * 1024) })],
    [
      'images',
      'too many files',
      async () => ({
        text: 'x',
        images: await Promise.all(
          Array.from({ length: 6 }, async () => ({ data: await jpegWithExif(8, 8) })),
        ),
      }),
    ],
    [
      'non_field_errors',
      'a zero-byte file and no text',
      async () => ({ images: [{ data: Buffer.alloc(0) }] }),
    ],
    [
      'images',
      'a text file named .jpg',
      async () => ({
        text: 'x',
        images: [{ data: Buffer.from('just text, not a picture'), name: 'photo.jpg' }],
      }),
    ],
    [
      'images',
      'an SVG named .png',
      async () => ({
        text: 'x',
        images: [
          {
            data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            name: 'a.png',
            type: 'image/png',
          },
        ],
      }),
    ],
    [
      'images',
      'an HTML page named .gif',
      async () => ({
        text: 'x',
        images: [
          {
            data: Buffer.from('GIF89a<script>alert(1)</script>'),
            name: 'a.gif',
            type: 'image/gif',
          },
        ],
      }),
    ],
    [
      'images',
      'a PDF named .jpg',
      async () => ({ text: 'x', images: [{ data: PDF, name: 'photo.jpg' }] }),
    ],
    [
      'file',
      'a file under another field',
      async () => ({ text: 'x', images: [{ data: await jpegWithExif(8, 8), field: 'file' }] }),
    ],
  ];
  it.each(cases)('400 %s for %s, nothing stored', async (field, _name, input) => {
    const before = await snapshot();
    const response = await post(await input());
    expectClear4xx(response, 400);
    expect(Object.keys(response.json<Record<string, unknown>>())).toContain(field);
    expect(await snapshot()).toBe(before);
  });

  it('413 payload_too_large for an image over its limit, nothing stored', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await jpegWithExif(8, 8), Buffer.alloc(COMMENT_IMAGE_MAX_BYTES)]);
    const response = await post({ images: [{ data: big }] });
    expectClear4xx(response, 413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await snapshot()).toBe(before);
  });

  it('400 for broken multipart, JSON instead of a form, or no boundary; nothing stored', async () => {
    const before = await snapshot();
    const form = multipartBody({ publication: publicationIdOfComments(), text: 'x' });
    const truncated = form.body.subarray(0, form.body.length - 20);
    expectClear4xx(await post({}, truncated), 400);
    expectClear4xx(await post({}, Buffer.from('{"text":"x"}'), 'application/json'));
    expectClear4xx(await post({}, form.body, 'multipart/form-data'));
    expectClear4xx(await post({}, Buffer.from('text=x'), 'text/plain'));
    expect(await snapshot()).toBe(before);
  });
});
