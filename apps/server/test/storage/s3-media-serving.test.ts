import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { createS3Storage } from '../../src/storage/s3-storage.ts';
import { jpegWithExif, useCommentTestKit } from '../comments/comment-test-kit.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { useTestBucket } from './test-bucket.ts';

const bucket = useTestBucket();
// The app of the kit stores in the bucket (its env is filled when the bucket starts, first).
const kit = useCommentTestKit(bucket.env);

let client: User;
let publicationId: number;
beforeAll(async () => {
  const { db } = kit.database;
  const flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
});

describe('GET /media/ on S3', () => {
  it('streams objects from the bucket with the headers of local serving', async () => {
    const storage = createS3Storage({
      client: bucket.client,
      bucket: bucket.settings.bucket,
      publicBaseUrl: '/media',
    });
    const image = await storage.put(
      'editor/images/2026/05/a.png',
      Buffer.from('png!'),
      'image/png',
    );
    const document = await storage.put(
      'editor/docs/2026/05/b.pdf',
      Buffer.from('%PDF'),
      'application/pdf',
    );

    const served = await kit.t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('png!');
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '4',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers.etag).toMatch(/^".+"$/);
    expect(new Date(String(served.headers['last-modified'])).getTime()).not.toBeNaN();
    expect(served.headers['content-disposition']).toBeUndefined();

    const head = await kit.t.app.inject({ method: 'HEAD', url: image });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('4');
    expect(head.body).toBe('');

    const download = await kit.t.app.inject({ method: 'GET', url: document });
    expect(download.headers['content-disposition']).toBe('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing object or a key that cannot exist', async () => {
    for (const url of ['/media/editor/images/none.png', '/media/..%2f..%2fsecrets.json']) {
      const response = await kit.t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    const head = await kit.t.app.inject({ method: 'HEAD', url: '/media/editor/images/none.png' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 503 with Retry-After when the bucket cannot be reached', async () => {
    const env = { ...bucket.env, S3_ENDPOINT: 'http://127.0.0.1:1' };
    const unreachable = await createTestApp(kit.database, { env });
    try {
      const response = await unreachable.app.inject({ method: 'GET', url: '/media/demo/a.jpg' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ code: 'service_unavailable' });
    } finally {
      await unreachable.close();
    }
  });
});

describe('comment images on S3', () => {
  it('stores a posted image and its preview in the bucket, served by the app', async () => {
    const comment = await kit.create(client.id, {
      publication: publicationId,
      images: [{ data: await jpegWithExif(400, 300) }],
    });
    const [stored] = comment.comment_images;
    expect(stored?.image).toMatch(/^\/media\/comments\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const keys = await bucket.keys();
    expect(keys).toContain(stored?.image.slice('/media/'.length));
    expect(keys).toContain(stored?.formatted_image_pico.slice('/media/'.length));
    const served = await kit.t.app.inject({ method: 'GET', url: stored?.image ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });

  it('leaves nothing in the bucket when an image of the comment is refused', async () => {
    const before = await bucket.keys();
    const response = await kit.post(client.id, {
      publication: publicationId,
      images: [{ data: await jpegWithExif() }, { data: Buffer.from('not an image') }],
    });
    expect(response.statusCode).toBe(400);
    expect(await bucket.keys()).toEqual(before);
  });

  it('removes the stored objects when the database write fails', async () => {
    const { db } = kit.database;
    const before = await bucket.keys();
    // The insert fails after the images were stored (a trigger stands in for a lost database).
    await db.execute(
      sql.raw(`create function comments_fail_s3() returns trigger language plpgsql as $$
        begin raise exception 'boom'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger comments_fail_s3 before insert on comments
        for each row execute function comments_fail_s3()`),
    );
    try {
      const response = await kit.post(client.id, {
        publication: publicationId,
        images: [{ data: await jpegWithExif() }, { data: await jpegWithExif() }],
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger comments_fail_s3 on comments'));
      await db.execute(sql.raw('drop function comments_fail_s3()'));
    }
    expect(await bucket.keys()).toEqual(before);
  });
});
