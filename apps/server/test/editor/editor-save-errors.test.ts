import {
  api,
  CodedFieldErrorsSchema,
  EDITOR_TITLE_MAX_LENGTH,
  type CodedFieldErrors,
  type EditorPublication,
  type FieldErrors,
} from '@app/contract';
import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { publications, type User } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { base64File, callAs, expectStatus, payloadOf, PDF, picture } from './editor-test-kit.ts';

/**
 * A save answers every problem at once (schema, ids, links, files), each with a stable code
 * when asked with `Prefer: error-codes`; a refused file check never outlives the request.
 */

const kit = usePublicationTestKit();
let staff: User;

beforeAll(async () => {
  staff = await buildUser(kit.database.db, { isStaff: true });
});

const MB = 1024 * 1024;
/** Not a picture, named like one. */
const FAKE_PNG = base64File(Buffer.from('this is not a picture at all'), 'photo.png');

async function createWithCodes(body: unknown) {
  return kit.t.app.inject({
    method: 'POST',
    url: api.editorPublicationCreate,
    headers: { ...(await bearer(kit.t.tokens, staff.id)), prefer: 'error-codes' },
    payload: body as object,
  });
}

async function countPublications(): Promise<number> {
  return (await kit.database.db.select({ id: publications.id }).from(publications)).length;
}

/** Files under the upload folder. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(kit.t.config.uploadDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** The app still answers an ordinary call. */
async function expectAlive(): Promise<void> {
  await expectStatus(callAs(kit, 'GET', api.editorParams, staff.id), 200);
}

describe('a refused file check never outlives the save (the process-killing crash)', () => {
  it('answers 400 for a non-image .png block and a preview over 5 MB, and keeps serving', async () => {
    const big = Buffer.alloc(5 * MB + 1, 1);
    const response = await createWithCodes(
      payloadOf({
        preview_image: base64File(big, 'cover.png'),
        publication_items: [{ sort: 0, item_type: 'image', image: FAKE_PNG }],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    const body = CodedFieldErrorsSchema.parse(response.json());
    expect(body.preview_image).toEqual(['The file must be at most 5 MB.']);
    expect(body['publication_items.0.image']).toHaveLength(1);
    expect(body.codes.preview_image).toEqual([{ code: 'file_too_large', params: { max_mb: 5 } }]);
    expect(body.codes['publication_items.0.image']).toEqual([
      { code: 'not_an_image', params: { allowed: expect.arrayContaining(['png', 'jpeg']) } },
    ]);
    // The image check that was refused last has settled too: nothing rejects unobserved later.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectAlive();
  });

  it('answers 400 for a non-image block followed by a block over 10 MB, and keeps serving', async () => {
    const big = Buffer.alloc(10 * MB + 1, 1);
    const errors = await expectStatus<FieldErrors>(
      callAs(
        kit,
        'POST',
        api.editorPublicationCreate,
        staff.id,
        payloadOf({
          publication_items: [
            { sort: 0, item_type: 'image', image: FAKE_PNG },
            { sort: 1, item_type: 'image', image: base64File(big, 'big.png') },
          ],
        }),
      ),
      400,
    );
    expect(errors['publication_items.1.image']).toEqual(['The file must be at most 10 MB.']);
    expect(errors['publication_items.0.image']).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectAlive();
  });
});

describe('every error of a save in one answer', () => {
  it('names the title, ids, blocks, links and every file at once, with codes, and stores nothing', async () => {
    const before = await countPublications();
    const filesBefore = await storedFiles();
    const response = await createWithCodes({
      title: 'Д'.repeat(EDITOR_TITLE_MAX_LENGTH + 1),
      read_time: -1,
      language: 'de',
      flows: [987654],
      section: 987655,
      preview_image: base64File(await picture('png'), 'good.png'),
      publication_items: [
        { sort: 0, item_type: 'doc', doc: base64File(Buffer.from('<html></html>'), 'x.pdf') },
        { sort: 1, item_type: 'video_url', video_url: 'https://vimeo.com/123456' },
        { sort: 2, item_type: 'doc', doc: base64File(PDF, 'notes.exe') },
        { sort: 3, item_type: 'image' },
        { sort: 4, item_type: 'html' },
        { sort: 5, item_type: 'audio_url', audio_url: 'http://audio.example.com/a.mp3' },
        { id: 987656, sort: 6, item_type: 'text', text: '<p>x</p>' },
        { sort: 7, item_type: 'image', image: FAKE_PNG },
        { sort: 8, item_type: 'doc', doc: base64File(PDF, 'fine.pdf') },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['preference-applied']).toBe('error-codes');
    const body: CodedFieldErrors = CodedFieldErrorsSchema.parse(response.json());
    const { codes, ...fields } = body;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'title',
        'read_time',
        'language',
        'flows',
        'section',
        'publication_items.0.doc',
        'publication_items.1.video_url',
        'publication_items.2.doc',
        'publication_items.3.image',
        'publication_items.4.item_type',
        'publication_items.5.audio_url',
        'publication_items.6.id',
        'publication_items.7.image',
      ].sort(),
    );
    // One code per message, in the same order.
    for (const [field, messages] of Object.entries(fields)) {
      expect(codes[field], field).toHaveLength(messages.length);
    }
    expect(codes).toMatchObject({
      title: [{ code: 'max_length', params: { max: EDITOR_TITLE_MAX_LENGTH } }],
      read_time: [{ code: 'min_value', params: { min: 0 } }],
      language: [{ code: 'invalid_choice', params: { allowed: ['ru', 'en'] } }],
      flows: [{ code: 'does_not_exist', params: { pk: 987654 } }],
      section: [{ code: 'does_not_exist', params: { pk: 987655 } }],
      'publication_items.0.doc': [{ code: 'file_content', params: { extension: 'pdf' } }],
      'publication_items.1.video_url': [
        { code: 'invalid_video_url', params: { services: ['kinescope', 'youtube'] } },
      ],
      'publication_items.2.doc': [
        {
          code: 'file_type',
          params: { allowed: ['doc', 'docx', 'xls', 'xlsx', 'txt', 'pdf', 'csv'] },
        },
      ],
      'publication_items.3.image': [{ code: 'required' }],
      'publication_items.4.item_type': [{ code: 'invalid_choice' }],
      'publication_items.5.audio_url': [{ code: 'invalid_url', params: { scheme: 'https' } }],
      'publication_items.6.id': [{ code: 'does_not_exist', params: { pk: 987656 } }],
      'publication_items.7.image': [{ code: 'not_an_image' }],
    });
    expect(fields['publication_items.6.id']).toEqual([
      'Invalid pk "987656" - object does not exist.',
    ]);
    expect(await countPublications()).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers a missing title, an unknown tag and a bad document together', async () => {
    const response = await createWithCodes({
      feed_tags: [987654, kit.taxonomy.tags.video],
      publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(PDF, 'a.docx') }],
    });
    expect(response.statusCode).toBe(400);
    const { codes, ...fields } = CodedFieldErrorsSchema.parse(response.json());
    expect(fields).toEqual({
      title: ['This field is required.'],
      feed_tags: ['Invalid pk "987654" - object does not exist.'],
      'publication_items.0.doc': ["The file's content is not a valid .docx file."],
    });
    expect(codes).toEqual({
      title: [{ code: 'required' }],
      feed_tags: [{ code: 'does_not_exist', params: { pk: 987654 } }],
      'publication_items.0.doc': [{ code: 'file_content', params: { extension: 'docx' } }],
    });
  });

  it('answers the plain DRF shape without the preference, so string-list readers keep working', async () => {
    const response = await callAs(kit, 'POST', api.editorPublicationCreate, staff.id, {
      title: '',
      flows: [987654],
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['preference-applied']).toBeUndefined();
    expect(response.headers.vary).toMatch(/prefer/i);
    const body = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      title: ['This field may not be blank.'],
      flows: ['Invalid pk "987654" - object does not exist.'],
    });
  });

  it('codes a non-object body and other calls refused by their schema', async () => {
    const refused = await createWithCodes([1, 2]);
    expect(refused.statusCode).toBe(400);
    expect(CodedFieldErrorsSchema.parse(refused.json()).codes.non_field_errors).toEqual([
      { code: 'invalid_type', params: { expected: 'object' } },
    ]);
    const list = await kit.t.app.inject({
      method: 'GET',
      url: `${api.editorPublicationList}?page=0`,
      headers: { ...(await bearer(kit.t.tokens, staff.id)), prefer: 'return=minimal, error-codes' },
    });
    expect(list.statusCode).toBe(400);
    expect(CodedFieldErrorsSchema.parse(list.json()).codes.page).toEqual([{ code: 'invalid' }]);
  });

  it('still saves a valid post after all that', async () => {
    const created = await expectStatus<EditorPublication>(
      callAs(kit, 'POST', api.editorPublicationCreate, staff.id, payloadOf()),
      201,
    );
    expect(created.title).toBe('Пост редактора');
  });
});
