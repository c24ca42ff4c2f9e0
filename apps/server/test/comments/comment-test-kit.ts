import { api, type Comment } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { comments, notices } from '../../src/db/schema.ts';
import { buildTaxonomy, type Taxonomy } from '../publications/publication-factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

/** A file part of a comment upload. */
export interface UploadFile {
  data: Buffer;
  name?: string;
  type?: string;
  /** Multipart field name; default 'images'. */
  field?: string;
}

export interface CommentInput {
  publication: number | string;
  parent?: number | string;
  text?: string;
  images?: UploadFile[];
}

/** A test file's own database, app and taxonomy, with calls as a user. */
export interface CommentTestKit {
  database: Database;
  t: TestApp;
  taxonomy: Taxonomy;
  call(
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    userId: number | null,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** POST comment/create/ as multipart, like the SPA's FormData. */
  post(userId: number, input: CommentInput): Promise<LightMyRequestResponse>;
  /** Posts and expects 201; answers the comment. */
  create(userId: number, input: CommentInput): Promise<Comment>;
}

/** Sets up (beforeAll) and tears down (afterAll) a kit; `env` goes over the test app's defaults. */
export function useCommentTestKit(env: Record<string, string> = {}): CommentTestKit {
  const kit = {} as CommentTestKit;
  beforeAll(async () => {
    kit.database = await createTestDatabase();
    kit.t = await createTestApp(kit.database, { env: { COMMENT_RATE_LIMIT: '100000', ...env } });
    kit.taxonomy = await buildTaxonomy(kit.database.db);
    kit.call = async (method, url, userId, body) =>
      kit.t.app.inject({
        method,
        url,
        headers: userId === null ? {} : await bearer(kit.t.tokens, userId),
        ...(body === undefined ? {} : { payload: body as object }),
      });
    kit.post = async (userId, input) => {
      const form = multipartBody(input);
      return kit.t.app.inject({
        method: 'POST',
        url: api.commentCreate,
        headers: { ...(await bearer(kit.t.tokens, userId)), 'content-type': form.contentType },
        payload: form.body,
      });
    };
    kit.create = async (userId, input) => {
      const response = await kit.post(userId, input);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Comment>();
    };
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.database?.close();
  });
  return kit;
}

/**
 * The multipart body the SPA's FormData makes, byte for byte as given (a browser would also turn
 * lone CR and LF of text fields into CRLF; the server must cope with any of them).
 */
export function multipartBody(input: CommentInput): { body: Buffer; contentType: string } {
  const boundary = `----comment-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const part = (headers: string, data: Buffer) => {
    chunks.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), data, Buffer.from('\r\n'));
  };
  const field = (name: string, value: string) =>
    part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value, 'utf8'));
  field('publication', String(input.publication));
  if (input.parent !== undefined) field('parent', String(input.parent));
  if (input.text !== undefined) field('text', input.text);
  for (const file of input.images ?? []) {
    part(
      `Content-Disposition: form-data; name="${file.field ?? 'images'}"; ` +
        `filename="${file.name ?? 'photo.jpg'}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}`,
      file.data,
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small JPEG photo carrying EXIF metadata (camera owner and orientation). */
export async function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
    .toBuffer();
}

/** A small PNG with transparency. */
export async function pngWithAlpha(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}

/** The notices of a receiver, oldest first. */
export async function noticesOf(kit: CommentTestKit, receiverId: number) {
  return kit.database.db
    .select()
    .from(notices)
    .where(eq(notices.receiverId, receiverId))
    .orderBy(notices.id);
}

/** The stored row of a comment, or undefined. */
export async function commentRow(kit: CommentTestKit, id: number) {
  const [row] = await kit.database.db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}
