import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { notices, type Notice } from '../../src/db/schema.ts';
import { bearer } from '../support/test-app.ts';
import type { PublicationTestKit } from '../publications/publication-test-kit.ts';

type NewNotice = typeof notices.$inferInsert;

/** Inserts a notice for `receiverId` (an np notice unless overridden). */
export async function buildNotice(
  db: Db,
  receiverId: number,
  fields: Omit<Partial<NewNotice>, 'receiverId'> = {},
): Promise<Notice> {
  const [notice] = await db
    .insert(notices)
    .values({ noticeType: 'np', ...fields, receiverId })
    .returning();
  if (!notice) throw new Error('buildNotice: nothing inserted');
  return notice;
}

/**
 * Calls the API as the user (no Authorization header when userId is null). A body is sent as
 * JSON; a string body is sent as it is, as JSON, to test malformed input.
 */
export async function callAs(
  kit: PublicationTestKit,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  userId: number | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const auth = userId === null ? {} : await bearer(kit.t.tokens, userId);
  if (body === undefined) return kit.t.app.inject({ method, url, headers: auth });
  return kit.t.app.inject({
    method,
    url,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
