import { api, CommentSchema, type Comment } from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { eq, sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commentImages,
  comments,
  publications,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { commentRow, jpegWithExif, pngWithAlpha, useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

let flow: Flow;
let otherFlow: Flow;
let client: User;
let other: User;
let green: User;
let publicationId: number;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  otherFlow = await buildFlow(db);
  client = await buildUser(db, { flow, firstName: 'Анна', lastName: 'Котова' });
  other = await buildUser(db, { flow, firstName: 'Борис', lastName: 'Лебедев' });
  const greenFlow = await buildFlow(db, { isGreen: true });
  green = await buildUser(db, { flow: greenFlow });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow, greenFlow] }))
    .publication.id;
});

/** Files under the app's upload folder, relative to it. */
async function storedFiles(): Promise<string[]> {
  const root = kit.t.config.uploadDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('comment/create/: text', () => {
  it('creates a top-level comment in the one comment shape, escaped, line breaks as <br>', async () => {
    const text = '<b>Привет</b> & "мир"\r\nвторая\rтретья\nчетвёртая\u2028пятая';
    const comment = await kit.create(client.id, { publication: publicationId, text });
    expect(CommentSchema.strict().safeParse(comment).success).toBe(true);
    expect(comment).toMatchObject({
      text_web:
        '&lt;b&gt;Привет&lt;/b&gt; &amp; &quot;мир&quot;<br>вторая<br>третья<br>четвёртая<br>пятая',
      jwt_client: {
        first_name: 'Анна',
        last_name: 'Котова',
        avatar_url: '',
        is_staff: false,
        expert: false,
        user_id: client.id,
      },
      comment_to_jwt_client: null,
      comment_images: [],
      like_count: 0,
      i_liked: false,
      is_my_comment: true,
      childrens_count: 0,
      abstract_removed: false,
      bad_reported: false,
      isFixed: false,
      answer_to_comment: null,
      comment_to_comment_delete: false,
      parent: null,
    });
    expect(Date.parse(comment.created_at)).not.toBeNaN();
    expect((await commentRow(kit, comment.pk))?.text).toBe(text);
    const [publication] = await kit.database.db
      .select({ last: publications.lastCommentDate })
      .from(publications)
      .where(eq(publications.id, publicationId));
    expect(publication?.last?.toISOString()).toBe(comment.created_at);
  });

  it('accepts 4000 characters and refuses 4001 with a field error', async () => {
    const ok = await kit.post(client.id, { publication: publicationId, text: 'я'.repeat(4000) });
    expect(ok.statusCode, ok.body).toBe(201);
    const long = await kit.post(client.id, { publication: publicationId, text: 'я'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      text: ['Ensure this field has no more than 4000 characters.'],
    });
  });

  it.each([
    ['no text', {}],
    ['empty text', { text: '' }],
    ['white space only', { text: ' \n\t\u00a0 ' }],
  ])('refuses a comment with %s and no image', async (_name, input) => {
    const response = await kit.post(client.id, { publication: publicationId, ...input });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Write a text or attach an image.'] });
  });

  it('refuses bad publication and parent values with field errors, never 500', async () => {
    for (const publication of ['', 'abc', '0', '-1', '1.5', '99999999999']) {
      const response = await kit.post(client.id, { publication, text: 'x' });
      expect(response.statusCode, publication).toBe(400);
      expect(response.json()).toHaveProperty('publication');
    }
    const badParent = await kit.post(client.id, {
      publication: publicationId,
      parent: 'abc',
      text: 'x',
    });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json()).toHaveProperty('parent');
  });

  it('answers a body that is not multipart with 400', async () => {
    const response = await kit.call('POST', api.commentCreate, client.id, {
      publication: publicationId,
      text: 'json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Send the comment as multipart/form-data.'],
    });
  });

  it('round-trips every naughty string in `text` or answers 400, never 500', async () => {
    // Lone surrogates cannot be sent as UTF-8 at all.
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const strings = (naughtyStrings as string[]).filter((value) => !loneSurrogate.test(value));
    for (const text of strings) {
      const response = await kit.post(other.id, { publication: publicationId, text });
      if (response.statusCode === 400) {
        expect(text.trim() === '' || text.includes('\u0000'), JSON.stringify(text)).toBe(true);
        continue;
      }
      expect(response.statusCode, JSON.stringify(text)).toBe(201);
      const comment = response.json<Comment>();
      expect((await commentRow(kit, comment.pk))?.text).toBe(text);
      // Nothing but <br> can be markup in text_web.
      expect(comment.text_web.replaceAll('<br>', '')).not.toMatch(/[<>"']/);
    }
    // ~500 multipart posts: slower than the default limit on a busy 2-core machine.
  }, 60_000);
});

describe('comment/create/: who may comment where', () => {
  it('answers 404 for a publication the user cannot read, and for a missing one', async () => {
    const { db } = kit.database;
    const otherFlows = await buildPublication(db, kit.taxonomy, { flows: [otherFlow] });
    const draft = await buildPublication(db, kit.taxonomy, { flows: [flow], status: 'draft' });
    for (const publication of [otherFlows.publication.id, draft.publication.id, 2_000_000_000]) {
      const response = await kit.post(client.id, { publication, text: 'x' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses green-flow users with 403', async () => {
    const response = await kit.post(green.id, { publication: publicationId, text: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'permission_denied' });
  });

  it('refuses comments and replies on a publication with disable_comments', async () => {
    const { db } = kit.database;
    const closed = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
    const first = await kit.create(client.id, { publication: closed, text: 'до' });
    await db.update(publications).set({ disableComments: true }).where(eq(publications.id, closed));
    for (const input of [{ text: 'x' }, { text: 'x', parent: first.pk }]) {
      const response = await kit.post(other.id, { publication: closed, ...input });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'Comments are disabled for this publication.',
        code: 'comments_disabled',
      });
    }
  });

  it('answers 401 without a token', async () => {
    const response = await kit.t.app.inject({ method: 'POST', url: api.commentCreate });
    expect(response.statusCode).toBe(401);
  });
});

describe('comment/create/: replies', () => {
  it('puts a reply to a reply under the top-level comment, naming who was answered', async () => {
    const top = await kit.create(client.id, { publication: publicationId, text: 'Вопрос' });
    const reply = await kit.create(other.id, {
      publication: publicationId,
      parent: top.pk,
      text: 'Ответ',
    });
    expect(reply).toMatchObject({
      parent: top.pk,
      answer_to_comment: top.pk,
      comment_to_jwt_client: { first_name: 'Анна', last_name: 'Котова' },
      comment_to_comment_delete: false,
      childrens_count: 0,
    });
    const answer = await kit.create(client.id, {
      publication: publicationId,
      parent: reply.pk,
      text: 'Ответ на ответ',
    });
    expect(answer).toMatchObject({
      parent: top.pk,
      answer_to_comment: reply.pk,
      comment_to_jwt_client: { first_name: 'Борис', last_name: 'Лебедев' },
    });
    const children = await kit.call('GET', api.childrenCommentList(top.pk), client.id);
    expect(children.json<{ results: Comment[] }>().results.map((c) => c.pk)).toEqual([
      reply.pk,
      answer.pk,
    ]);
  });

  it('refuses a parent of another publication, and one that does not exist', async () => {
    const { db } = kit.database;
    const elsewhere = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
    const foreign = await kit.create(client.id, { publication: elsewhere, text: 'там' });
    const mixed = await kit.post(client.id, {
      publication: publicationId,
      parent: foreign.pk,
      text: 'x',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      parent: ['The comment answered belongs to another publication.'],
    });
    const missing = await kit.post(client.id, {
      publication: publicationId,
      parent: 2_000_000_000,
      text: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      parent: ['Invalid pk "2000000000" - object does not exist.'],
    });
  });
});

describe('comment/create/: images', () => {
  it('re-encodes images without metadata and makes a small preview', async () => {
    const photo = await jpegWithExif(1200, 900);
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    const comment = await kit.create(client.id, {
      publication: publicationId,
      images: [
        { data: photo, name: 'photo.jpg' },
        { data: await pngWithAlpha(), name: 'sticker.png', type: 'image/png' },
      ],
    });
    expect(comment.text_web).toBe('');
    expect(comment.comment_images).toHaveLength(2);
    const [jpeg, png] = comment.comment_images;
    expect(jpeg?.image).toMatch(/^\/media\/comments\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    expect(jpeg?.formatted_image_pico).toMatch(/-pico\.jpg$/);
    expect(png?.image).toMatch(/\.webp$/);
    const served = await kit.t.app.inject({ method: 'GET', url: jpeg?.image ?? '' });
    expect(served.statusCode).toBe(200);
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-owner')).toBe(false);
    const pico = await kit.t.app.inject({ method: 'GET', url: jpeg?.formatted_image_pico ?? '' });
    const picoMeta = await sharp(pico.rawPayload).metadata();
    expect(Math.max(picoMeta.width ?? 0, picoMeta.height ?? 0)).toBeLessThanOrEqual(160);
    const alpha = await kit.t.app.inject({ method: 'GET', url: png?.image ?? '' });
    expect((await sharp(alpha.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('accepts 5 images and refuses 6 with a field error, storing nothing', async () => {
    const photo = await jpegWithExif();
    const five = await kit.create(client.id, {
      publication: publicationId,
      images: Array.from({ length: 5 }, () => ({ data: photo })),
    });
    expect(five.comment_images).toHaveLength(5);
    const files = await storedFiles();
    const six = await kit.post(client.id, {
      publication: publicationId,
      text: 'шесть',
      images: Array.from({ length: 6 }, () => ({ data: photo })),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ images: ['Ensure this field has no more than 5 images.'] });
    expect(await storedFiles()).toEqual(files);
    expect(await kit.database.db.select().from(comments).where(eq(comments.text, 'шесть'))).toEqual(
      [],
    );
  });

  it('refuses an image over 10 MB with 413', async () => {
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await kit.post(client.id, {
      publication: publicationId,
      images: [{ data: big }],
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'Each image must be at most 10 MB.',
      code: 'payload_too_large',
    });
  });

  it.each([
    ['a text file renamed .jpg', async () => Buffer.from('just some text\n'.repeat(20))],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
        ),
    ],
    ['a truncated JPEG', async () => (await jpegWithExif(300, 300)).subarray(0, 400)],
  ])('refuses %s by its content, storing nothing', async (_name, bytes) => {
    const files = await storedFiles();
    const response = await kit.post(client.id, {
      publication: publicationId,
      text: 'с картинкой',
      images: [
        { data: await jpegWithExif() },
        { data: await bytes(), name: 'photo.jpg', type: 'image/jpeg' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      images: [
        'Image 2: Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      ],
    });
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses files under another field name', async () => {
    const response = await kit.post(client.id, {
      publication: publicationId,
      text: 'x',
      images: [{ data: await jpegWithExif(), field: 'file' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('file');
  });

  it('removes the stored files when the database write fails', async () => {
    const { db } = kit.database;
    const before = await storedFiles();
    const imagesBefore = await db.select().from(commentImages);
    // The insert fails after the images were stored (a trigger stands in for a lost database).
    const doomed = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
    const trigger = `comments_fail_${doomed}`;
    await db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin if new.publication_id = ${doomed} then raise exception 'boom'; end if;
        return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${trigger} before insert on comments
        for each row execute function ${trigger}()`),
    );
    try {
      const response = await kit.post(client.id, {
        publication: doomed,
        text: 'x',
        images: [{ data: await jpegWithExif() }],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await db.execute(sql.raw(`drop trigger ${trigger} on comments`));
      await db.execute(sql.raw(`drop function ${trigger}()`));
    }
    expect(await storedFiles()).toEqual(before);
    expect(await db.select().from(commentImages)).toHaveLength(imagesBefore.length);
  });
});
