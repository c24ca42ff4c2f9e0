import { api, type DemoRole } from '@app/contract';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { jpegWithExif, multipartBody } from '../comments/comment-test-kit.ts';
import { prepareProcessFixture, signIn, type ProcessFixture } from '../support/process-fixture.ts';
import { killServer, startServer, type ServerProcess } from '../support/server-process.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * The real server process takes a burst of comment writes and is SIGKILLed in the middle of it;
 * restarted on the same data, every write it answered 2xx is there once and whole, counters
 * agree with the rows, and it serves again. Runs on the project's database engine.
 */

const ROLES: DemoRole[] = ['client', 'paid', 'english'];
const BURST = 40;
/** Answers received before the kill: the rest of the burst is still in flight. */
const KILL_AFTER = 12;

interface Write {
  text: string;
  images: number;
  parent: number | undefined;
}

interface Answered extends Write {
  id: number;
}

describe(`SIGKILL during a burst of comment writes (${testDatabaseKind()})`, () => {
  let fixture: ProcessFixture;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fixture = await prepareProcessFixture(ROLES);
  });

  afterAll(async () => {
    if (server) await killServer(server);
    await fixture?.cleanup();
  });

  it(
    'keeps every answered write once and whole, and serves again',
    { timeout: 60_000 },
    async () => {
      const env: Record<string, string> = { ...fixture.env, COMMENT_RATE_LIMIT: '100000' };
      server = await startServer(env);
      const baseUrl = server.url;
      const tokens = await Promise.all(ROLES.map((role) => signIn(baseUrl, role)));
      const photo = await jpegWithExif(32, 24);
      const run = randomBytes(3).toString('hex');

      const writes: Write[] = Array.from({ length: BURST }, (_, i) => ({
        text: `burst ${run} #${i} <b>x</b>`,
        images: i % 4 === 0 ? 2 : i % 4 === 1 ? 1 : 0,
        parent: i % 3 === 0 ? fixture.parentIds[(i + 1) % fixture.parentIds.length] : undefined,
      }));
      const answered: Answered[] = [];
      const failedStatuses: number[] = [];
      let settled = 0;
      let onEnough: () => void = () => undefined;
      const enough = new Promise<void>((resolve) => (onEnough = resolve));
      const send = async (write: Write, i: number): Promise<void> => {
        const form = multipartBody({
          publication: fixture.publicationId,
          text: write.text,
          ...(write.parent === undefined ? {} : { parent: write.parent }),
          images: Array.from({ length: write.images }, () => ({ data: photo })),
        });
        try {
          const response = await fetch(new URL(api.commentCreate, baseUrl), {
            method: 'POST',
            headers: {
              authorization: `Bearer ${tokens[i % tokens.length]}`,
              'content-type': form.contentType,
            },
            body: new Uint8Array(form.body),
          });
          if (response.ok) {
            const body = (await response.json()) as { pk: number };
            answered.push({ ...write, id: body.pk });
          } else failedStatuses.push(response.status);
        } catch {
          // Cut off by the kill: no answer, so no promise about this write.
        } finally {
          settled += 1;
          if (settled >= KILL_AFTER) onEnough();
        }
      };
      const burst = Promise.all(writes.map((write, i) => send(write, i)));
      await enough;
      const killed = await killServer(server);
      server = undefined;
      await burst;

      expect(killed.signal).toBe('SIGKILL');
      // The kill must really land mid-burst. Refusals make no promise; only an overloaded pool (503) may refuse.
      expect(failedStatuses.filter((status) => status !== 503)).toEqual([]);
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER - 1);
      expect(answered.length).toBeLessThan(BURST);

      // Restarted on the same data, it serves again and shows the answered comments.
      server = await startServer(env);
      const clientToken = await signIn(server.url, 'client');
      const detail = await fetch(
        new URL(api.publicationRetrive(fixture.publicationId), server.url),
        {
          headers: { authorization: `Bearer ${clientToken}` },
        },
      );
      expect(detail.status).toBe(200);
      const list = await fetch(new URL(api.parentCommentList(fixture.publicationId), server.url), {
        headers: { authorization: `Bearer ${clientToken}` },
      });
      expect(list.status).toBe(200);
      const listed = JSON.stringify(await list.json());
      const topLevel = answered.filter((write) => write.parent === undefined);
      const shown = topLevel.filter((write) => listed.includes(`${write.text.split('<')[0]}&lt;`));
      expect(shown.length).toBeGreaterThan(0);
      const { comments_count: shownCount } = (await detail.json()) as { comments_count: number };
      const stopped = await killServer(server);
      server = undefined;
      expect(stopped.stderr).toBe('');
      const database = await fixture.open();
      try {
        const { db } = database;
        const rows = await queryRows<{
          id: number;
          text: string;
          parent_id: number | null;
          images: number;
          missing_notice: boolean;
        }>(
          db,
          sql`select c.id, c.text, c.parent_id,
              (select count(*)::int from comment_images i where i.comment_id = c.id) as images,
              (c.answer_to_comment_id is not null and not exists (
                select 1 from notices n where n.sender_comment_id = c.id)) as missing_notice
            from comments c where c.publication_id = ${fixture.publicationId}`,
        );
        const byText = new Map<string, typeof rows>();
        for (const row of rows) byText.set(row.text, [...(byText.get(row.text) ?? []), row]);
        for (const write of answered) {
          const found = byText.get(write.text) ?? [];
          expect(found.map((row) => row.id)).toEqual([write.id]);
          expect(found[0]?.images).toBe(write.images);
          expect(found[0]?.parent_id ?? undefined).toBe(write.parent);
        }
        // Writes cut off by the kill are either absent or whole too (one transaction each).
        for (const write of writes) {
          for (const row of byText.get(write.text) ?? []) expect(row.images).toBe(write.images);
          expect((byText.get(write.text) ?? []).length).toBeLessThanOrEqual(1);
        }
        expect(rows.filter((row) => row.missing_notice)).toEqual([]);

        const [counters] = await queryRows<{
          comments_count: number;
          counted: number;
          same_date: boolean;
        }>(
          db,
          sql`select p.comments_count,
              (select count(*)::int from comments c where c.publication_id = p.id) as counted,
              p.last_comment_date is not distinct from
                (select max(c.created_at) from comments c where c.publication_id = p.id) as same_date
            from publications p where p.id = ${fixture.publicationId}`,
        );
        expect(counters).toEqual({
          comments_count: rows.length,
          counted: rows.length,
          same_date: true,
        });
        expect(shownCount).toBe(rows.length);

        // Every stored image row points at a file that is there.
        const images = await queryRows<{ image: string; formatted_image_pico: string }>(
          db,
          sql`select image, formatted_image_pico from comment_images`,
        );
        const uploadDir = path.join(env.DATA_DIR ?? '', 'uploads');
        for (const image of images) {
          for (const url of [image.image, image.formatted_image_pico]) {
            await access(path.join(uploadDir, url.replace(/^\/media\//, '')));
          }
        }
      } finally {
        await database.close();
      }
    },
  );
});
