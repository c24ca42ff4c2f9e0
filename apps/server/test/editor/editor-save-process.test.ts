import { api } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { prepareProcessFixture, signIn, type ProcessFixture } from '../support/process-fixture.ts';
import { killServer, startServer, type ServerProcess } from '../support/server-process.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/**
 * The save that used to kill the server: an image block holding a non-image renamed .png and a
 * preview image over 5 MB. The size refusal answered 400 while the block's image check still
 * ran; its rejection was never handled and Node exited. Here, on the real main.ts process, the
 * 400 comes and the process goes on serving.
 */
describe(`a refused editor save leaves the server running (${testDatabaseKind()})`, () => {
  let fixture: ProcessFixture;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    fixture = await prepareProcessFixture(['staff']);
    const database = await fixture.open();
    try {
      await database.db.update(users).set({ isStaff: true }).where(eq(users.demoRole, 'staff'));
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    if (server) await killServer(server);
    await fixture?.cleanup();
  });

  it('answers 400 and is still alive and serving afterwards', { timeout: 60_000 }, async () => {
    server = await startServer(fixture.env);
    const base = server.url;
    const access = await signIn(base, 'staff');
    const body = JSON.stringify({
      title: 'Пост',
      preview_image: {
        base64: Buffer.alloc(5 * 1024 * 1024 + 1, 1).toString('base64'),
        name: 'cover.png',
      },
      publication_items: [
        {
          sort: 0,
          item_type: 'image',
          image: { base64: Buffer.from('not a picture').toString('base64'), name: 'photo.png' },
        },
      ],
    });
    const saved = await fetch(new URL(api.editorPublicationCreate, base), {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body,
    });
    expect(saved.status).toBe(400);
    expect(Object.keys((await saved.json()) as object).sort()).toEqual([
      'preview_image',
      'publication_items.0.image',
    ]);
    // The crash came a moment after the answer, when the image check rejected.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    const params = await fetch(new URL(api.editorParams, base), {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(params.status).toBe(200);
    expect((await fetch(new URL('/healthz', base))).status).toBe(200);
    expect(server.output().stderr).not.toMatch(/FieldValidationError|unhandled/i);
  });
});
