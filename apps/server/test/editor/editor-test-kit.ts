import {
  EditorPublicationSchema,
  type EditorPublication,
  type EditorPublicationPayload,
} from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer } from '../support/test-app.ts';
import type { PublicationTestKit } from '../publications/publication-test-kit.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the user (no token when null), with a JSON body when given. */
export async function callAs(
  kit: PublicationTestKit,
  method: Method,
  url: string,
  userId: number | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return kit.t.app.inject({
    method,
    url,
    headers: userId === null ? {} : await bearer(kit.t.tokens, userId),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The JSON answer of a call that must answer `status`. */
export async function expectStatus<T>(
  response: Promise<LightMyRequestResponse>,
  status: number,
): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return (answer.body ? answer.json() : undefined) as T;
}

/** Checks an editor publication answer against its schema (no extra fields). */
export function asEditorPublication(value: unknown): EditorPublication {
  return EditorPublicationSchema.strict().parse(value);
}

export function base64File(data: Buffer, name: string): { base64: string; name: string } {
  return { base64: data.toString('base64'), name };
}

/** A small real picture of the format. */
export function picture(format: 'png' | 'jpeg' | 'gif' | 'webp', alpha = false): Promise<Buffer> {
  const image = sharp({
    create: {
      width: 24,
      height: 16,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 10, g: 120, b: 200, alpha: 0.5 } : { r: 10, g: 120, b: 200 },
    },
  });
  return image.toFormat(format).toBuffer();
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Enough of an OOXML zip for content sniffing: the local header and the part names. */
export const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....'),
]);

/** The file a stored URL (/media/…) points at in the test app's upload folder. */
export function readStored(kit: PublicationTestKit, url: string): Promise<Buffer> {
  const relative = url.replace(/^\/media\//, '');
  return readFile(path.join(kit.t.config.uploadDir, relative));
}

/** A minimal valid payload. */
export function payloadOf(
  overrides: Partial<EditorPublicationPayload> = {},
): EditorPublicationPayload {
  return { title: 'Пост редактора', ...overrides };
}

/** The value, failing the test when it is missing. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}
