import { api, type EditorPublication, type FieldErrors } from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  flowProgramPages,
  publicationFlows,
  publicationItems,
  publications,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildWikiPage } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import {
  asEditorPublication,
  base64File,
  callAs,
  DOCX,
  expectStatus,
  must,
  payloadOf,
  PDF,
  picture,
  readStored,
} from './editor-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let otherFlow: Flow;
let staff: User;
let wikiPageId: number;
let programmePageId: number;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  otherFlow = await buildFlow(db);
  staff = await buildUser(db, { isStaff: true });
  wikiPageId = await buildWikiPage(db, 'Вики');
  const [page] = await db
    .insert(flowProgramPages)
    .values({ flowId: flow.id, title: 'Неделя 1' })
    .returning();
  programmePageId = must(page).id;
});

const create = (body: unknown) => callAs(kit, 'POST', api.editorPublicationCreate, staff.id, body);
const update = (id: number, body: unknown) =>
  callAs(kit, 'PUT', api.editorPublicationUpdate(id), staff.id, body);
const retrive = async (id: number) =>
  asEditorPublication(
    await expectStatus(callAs(kit, 'GET', api.editorPublicationRetrive(id), staff.id), 200),
  );

async function countPublications(): Promise<number> {
  return (await kit.database.db.select({ id: publications.id }).from(publications)).length;
}

describe('create', () => {
  it('creates a draft with every block type, stores the files and feeds the search text', async () => {
    const png = await picture('png');
    const webp = await picture('webp', true);
    const created = asEditorPublication(
      await expectStatus(
        create({
          title: '  Новый пост  ',
          preview_text: 'Анонс',
          language: 'en',
          section: kit.taxonomy.sections.feed,
          feed_group: kit.taxonomy.groups.physical_rpp,
          wiki_page: wikiPageId,
          flow_program_page: programmePageId,
          disable_comments: true,
          disable_pushs: true,
          read_time: 7,
          feed_tags: [kit.taxonomy.tags.video, kit.taxonomy.tags.article],
          flows: [flow.id, otherFlow.id],
          preview_image: base64File(png, 'cover.png'),
          publication_items: [
            { sort: 0, item_type: 'text', text: '<h2>Заголовок</h2><p>Про <b>дыхание</b></p>' },
            { sort: 1, item_type: 'image', image: base64File(webp, 'pic.webp') },
            {
              sort: 2,
              item_type: 'video_url',
              video_url: 'https://kinescope.io/embed/abc',
              video_url_2: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
            },
            { sort: 3, item_type: 'audio_url', audio_url: 'https://audio.example.com/a.mp3' },
            { sort: 4, item_type: 'doc', doc: base64File(PDF, 'Конспект summary.pdf') },
            { sort: 5, item_type: 'doc', doc: base64File(DOCX, 'plan.docx') },
            { sort: 6, item_type: 'text', text: '<p>   </p><br>' },
          ],
        }),
        201,
      ),
    );
    expect(created).toMatchObject({
      title: 'Новый пост',
      preview_text: 'Анонс',
      language: 'en',
      section: kit.taxonomy.sections.feed,
      feed_group: kit.taxonomy.groups.physical_rpp,
      wiki_page: wikiPageId,
      flow_program_page: programmePageId,
      disable_comments: true,
      disable_pushs: true,
      read_time: 7,
      status: 'draft',
      fix: false,
      pub_start_date: null,
      activate_event_date: null,
    });
    expect(created.flows).toEqual([flow.id, otherFlow.id].sort((a, b) => a - b));
    expect(created.feed_tags).toEqual(
      [kit.taxonomy.tags.video, kit.taxonomy.tags.article].sort((a, b) => a - b),
    );
    // The empty text block is dropped.
    expect(created.publication_items.map((item) => item.item_type)).toEqual([
      'text',
      'image',
      'video_url',
      'audio_url',
      'doc',
      'doc',
    ]);
    const [text, image, video, audio, pdf, docx] = created.publication_items;
    expect(must(text).text).toBe('<h2>Заголовок</h2><p>Про <b>дыхание</b></p>');
    expect(video).toMatchObject({
      video_url: 'https://kinescope.io/embed/abc',
      video_url_2: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect(must(audio).audio_url).toBe('https://audio.example.com/a.mp3');
    expect(must(pdf).doc_name).toBe('Конспект summary.pdf');
    expect(must(pdf).doc).toMatch(/^\/media\/editor\/docs\/.+\.pdf$/);
    expect(must(docx).doc).toMatch(/\.docx$/);
    expect(await readStored(kit, must(pdf).doc)).toEqual(PDF);
    // Images are re-encoded: the transparent WebP becomes a PNG.
    expect(must(image).image).toMatch(/^\/media\/editor\/images\/.+\.png$/);
    expect((await sharp(await readStored(kit, must(image).image)).metadata()).format).toBe('png');
    expect(created.preview_image).toMatch(/^\/media\/editor\/images\/.+\.jpg$/);

    const [row] = await kit.database.db
      .select({ bodyText: publications.bodyText, status: publications.status })
      .from(publications)
      .where(eq(publications.id, created.id));
    expect(row).toEqual({ bodyText: 'Заголовок\nПро дыхание', status: 'draft' });
    expect(await retrive(created.id)).toEqual(created);

    // The search of the list finds it by the text of a block.
    const found = await expectStatus<{ results: { pk: number }[] }>(
      callAs(
        kit,
        'GET',
        `${api.editorPublicationList}?full_text_search=${encodeURIComponent('дыханием')}`,
        staff.id,
      ),
      200,
    );
    expect(found.results.map((r) => r.pk)).toEqual([created.id]);
  });

  it('serves a stored document as an attachment that is never sniffed', async () => {
    const created = await expectStatus<EditorPublication>(
      create(
        payloadOf({
          publication_items: [
            { sort: 0, item_type: 'doc', doc: base64File(Buffer.from('a;b\n1;2\n'), 't.csv') },
          ],
        }),
      ),
      201,
    );
    const url = must(created.publication_items[0]).doc;
    const served = await kit.t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/csv/);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sanitises HTML: scripts, handlers, styles and javascript: links go', async () => {
    const dirty =
      '<h2 onclick="x()">T</h2><script>alert(1)</script><p style="color:red">a<img src=x onerror=alert(1)>b</p>' +
      '<a href="javascript:alert(1)">bad</a> <a href=" JaVa\tscript:alert(1)">bad2</a>' +
      '<a href="https://example.com/?a=1&b=&quot;2" onmouseover="x()">ok</a>' +
      '<a href="mailto:a@b.c">mail</a><ul><li><s>x</s><strike>y</strike><u>z</u><i>i</i></li></ul>' +
      '<div><h1>big</h1><style>p{}</style><iframe src="https://evil"></iframe></div>' +
      '<svg><script>alert(2)</script></svg><!-- c --><h3>t</h3>';
    const created = await expectStatus<EditorPublication>(
      create(payloadOf({ publication_items: [{ sort: 0, item_type: 'text', text: dirty }] })),
      201,
    );
    const html = must(created.publication_items[0]).text;
    expect(html).toBe(
      '<h2>T</h2><p>ab</p>bad bad2' +
        '<a href="https://example.com/?a=1&amp;b=&quot;2" target="_blank" rel="noopener noreferrer nofollow">ok</a>' +
        '<a href="mailto:a@b.c" target="_blank" rel="noopener noreferrer nofollow">mail</a>' +
        '<ul><li><s>x</s><s>y</s><u>z</u><i>i</i></li></ul>big<h3>t</h3>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|style|javascript|iframe/i);
  });

  it.each<[string, string]>([
    // The title's quote ends the raw text: the rest is plain, escaped text.
    [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>x</p>',
      '"&gt;<p>x</p><p>tail</p>',
    ],
    ['<a href="data:text/html,<script>alert(1)</script>">d</a>', 'd<p>tail</p>'],
    ['<a href="//evil.example.com">rel</a>', 'rel<p>tail</p>'],
    ['<p>1 &lt;script&gt; 2 <b>&amp;</b></p>', '<p>1 &lt;script&gt; 2 <b>&amp;</b></p><p>tail</p>'],
    ['<form><button formaction="javascript:x">b</button></form><p>y</p>', 'b<p>y</p><p>tail</p>'],
    // Everything after the unclosed <math> is foreign content: dropped, so the block is empty.
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ])('sanitises the markup trick %s', async (dirty, clean) => {
    const text = `${dirty}<p>tail</p>`;
    const created = await expectStatus<EditorPublication>(
      create(payloadOf({ publication_items: [{ sort: 0, item_type: 'text', text }] })),
      201,
    );
    expect(created.publication_items.map((item) => item.text).join('')).toBe(clean);
  });

  it('keeps naughty titles verbatim (trimmed) or refuses them with 400, never 500', async () => {
    for (const title of naughtyStrings as string[]) {
      const response = await create({ title });
      if (response.statusCode === 201) {
        expect(response.json<EditorPublication>().title).toBe(title.trim());
      } else {
        expect(response.statusCode, `${JSON.stringify(title)}: ${response.body}`).toBe(400);
        expect(response.json<FieldErrors>().title).toBeDefined();
      }
    }
  });
});

describe('bad input', () => {
  it.each<[string, unknown, string]>([
    ['a missing title', { preview_text: 'x' }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['an unknown flow', { title: 't', flows: [987654] }, 'flows'],
    ['an unknown tag', { title: 't', feed_tags: [987654] }, 'feed_tags'],
    ['an unknown section', { title: 't', section: 987654 }, 'section'],
    ['an unknown group', { title: 't', feed_group: 987654 }, 'feed_group'],
    ['an unknown wiki page', { title: 't', wiki_page: 987654 }, 'wiki_page'],
    ['an unknown programme page', { title: 't', flow_program_page: 987654 }, 'flow_program_page'],
    ['a wrong language', { title: 't', language: 'de' }, 'language'],
    ['a negative read_time', { title: 't', read_time: -1 }, 'read_time'],
    ['a fractional read_time', { title: 't', read_time: 1.5 }, 'read_time'],
    [
      'a wrong item type',
      { title: 't', publication_items: [{ sort: 0, item_type: 'html' }] },
      'publication_items.0.item_type',
    ],
    [
      'an image block without an image',
      { title: 't', publication_items: [{ sort: 0, item_type: 'image' }] },
      'publication_items.0.image',
    ],
    [
      'a javascript: video link',
      {
        title: 't',
        publication_items: [{ sort: 0, item_type: 'video_url', video_url: 'javascript:alert(1)' }],
      },
      'publication_items.0.video_url',
    ],
    [
      'an audio block without a link',
      { title: 't', publication_items: [{ sort: 0, item_type: 'audio_url' }] },
      'publication_items.0.audio_url',
    ],
    [
      'a base64 string that is not an image',
      {
        title: 't',
        preview_image: { base64: Buffer.from('hello').toString('base64'), name: 'a.png' },
      },
      'preview_image',
    ],
    [
      'invalid base64',
      { title: 't', preview_image: { base64: '!!!not base64!!!', name: 'a.png' } },
      'preview_image',
    ],
    [
      'an item id of another publication',
      {
        title: 't',
        publication_items: [{ id: 987654, sort: 0, item_type: 'text', text: '<p>x</p>' }],
      },
      'publication_items.0.id',
    ],
  ])('answers 400 on %s and saves nothing', async (_name, body, field) => {
    const before = await countPublications();
    const errors = await expectStatus<FieldErrors>(create(body), 400);
    expect(Object.keys(errors)).toContain(field);
    expect(await countPublications()).toBe(before);
  });

  it('refuses a WebP preview image (png, gif and jpeg only) but accepts a GIF', async () => {
    const webp = await picture('webp');
    const refused = await expectStatus<FieldErrors>(
      create(payloadOf({ preview_image: base64File(webp, 'a.png') })),
      400,
    );
    expect(refused.preview_image).toBeDefined();
    const gif = await expectStatus<EditorPublication>(
      create(payloadOf({ preview_image: base64File(await picture('gif'), 'a.gif') })),
      201,
    );
    expect(gif.preview_image).toMatch(/\.gif$/);
  });

  it.each<[string, Buffer, string]>([
    ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf'],
    ['a pdf named .docx', PDF, 'x.docx'],
    ['a binary named .txt', Buffer.from([0x41, 0x00, 0x42]), 'x.txt'],
    ['invalid UTF-8 named .csv', Buffer.from([0xff, 0xfe, 0x41]), 'x.csv'],
    ['an .html document', Buffer.from('<p>x</p>'), 'x.html'],
    ['a name without extension', PDF, 'pdf'],
  ])('refuses %s as a document', async (_name, data, name) => {
    const errors = await expectStatus<FieldErrors>(
      create(
        payloadOf({
          publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(data, name) }],
        }),
      ),
      400,
    );
    expect(errors['publication_items.0.doc']).toBeDefined();
  });

  it('refuses a 21 MB document with a field error and a 30 MB one by the body limit', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    PDF.copy(big);
    const errors = await expectStatus<FieldErrors>(
      create(
        payloadOf({
          publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(big, 'big.pdf') }],
        }),
      ),
      400,
    );
    expect(errors['publication_items.0.doc']).toEqual(['The file must be at most 20 MB.']);
    const huge = Buffer.alloc(30 * 1024 * 1024, 0x20);
    PDF.copy(huge);
    const response = await create(
      payloadOf({
        publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(huge, 'huge.pdf') }],
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('removes the files it stored when the save fails (unknown flow after good uploads)', async () => {
    const before = await countPublications();
    const errors = await expectStatus<FieldErrors>(
      create(
        payloadOf({
          flows: [987654],
          preview_image: base64File(await picture('png'), 'p.png'),
          publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(PDF, 'x.pdf') }],
        }),
      ),
      400,
    );
    expect(errors.flows).toBeDefined();
    expect(await countPublications()).toBe(before);
    const { readdir } = await import('node:fs/promises');
    const files = await readdir(kit.t.config.uploadDir, { recursive: true, withFileTypes: true });
    const stored = files.filter((entry) => entry.isFile()).map((entry) => entry.name);
    const referenced = (
      await kit.database.db.select({ doc: publicationItems.doc }).from(publicationItems)
    ).flatMap((row) => (row.doc ? [must(row.doc.split('/').pop())] : []));
    const previews = (
      await kit.database.db.select({ image: publications.previewImage }).from(publications)
    ).flatMap((row) => (row.image ? [must(row.image.split('/').pop())] : []));
    const images = (
      await kit.database.db.select({ image: publicationItems.image }).from(publicationItems)
    ).flatMap((row) => (row.image ? [must(row.image.split('/').pop())] : []));
    for (const name of stored) expect([...referenced, ...previews, ...images]).toContain(name);
  });
});

describe('update', () => {
  it('keeps blocks by id, removes the missing ones, inserts new ones and replaces flows', async () => {
    const created = await expectStatus<EditorPublication>(
      create(
        payloadOf({
          flows: [flow.id],
          feed_tags: [kit.taxonomy.tags.video],
          preview_image: base64File(await picture('jpeg'), 'a.jpg'),
          publication_items: [
            { sort: 0, item_type: 'text', text: '<p>первый</p>' },
            { sort: 1, item_type: 'image', image: base64File(await picture('png'), 'a.png') },
            { sort: 2, item_type: 'doc', doc: base64File(PDF, 'old.pdf') },
          ],
        }),
      ),
      201,
    );
    const [text, image, doc] = created.publication_items;
    const oldDoc = must(doc).doc;
    const updated = asEditorPublication(
      await expectStatus(
        update(created.id, {
          title: 'Обновлён',
          flows: [otherFlow.id],
          feed_tags: [],
          publication_items: [
            { id: must(image).id, sort: 0, item_type: 'image' },
            { id: must(text).id, sort: 1, item_type: 'text', text: '<p>второй</p>' },
            { sort: 2, item_type: 'audio_url', audio_url: 'https://a.example.com/x.mp3' },
          ],
        }),
        200,
      ),
    );
    expect(updated.title).toBe('Обновлён');
    expect(updated.flows).toEqual([otherFlow.id]);
    expect(updated.feed_tags).toEqual([]);
    expect(updated.preview_image).toBe(created.preview_image); // absent: kept
    expect(updated.publication_items).toMatchObject([
      { id: must(image).id, item_type: 'image', image: must(image).image },
      { id: must(text).id, item_type: 'text', text: '<p>второй</p>' },
      { item_type: 'audio_url', audio_url: 'https://a.example.com/x.mp3' },
    ]);
    expect(must(updated.publication_items[2]).id).not.toBe(must(doc).id);
    // The removed document's file is gone; the kept image's is not.
    await expect(readStored(kit, oldDoc)).rejects.toThrow();
    await expect(readStored(kit, must(image).image)).resolves.toBeInstanceOf(Buffer);
    const flowRows = await kit.database.db
      .select()
      .from(publicationFlows)
      .where(eq(publicationFlows.publicationId, created.id));
    expect(flowRows.map((row) => row.flowId)).toEqual([otherFlow.id]);
    const [row] = await kit.database.db
      .select({ body: publications.bodyText, forAll: publications.forAllFlows })
      .from(publications)
      .where(eq(publications.id, created.id));
    expect(row).toEqual({ body: 'второй', forAll: false });

    // null removes the preview image; no flows: for everyone.
    const cleared = await expectStatus<EditorPublication>(
      update(created.id, { title: 'Обновлён', preview_image: null, flows: [] }),
      200,
    );
    expect(cleared.preview_image).toBe('');
    expect(cleared.publication_items).toEqual([]);
    const [after] = await kit.database.db
      .select({ forAll: publications.forAllFlows })
      .from(publications)
      .where(eq(publications.id, created.id));
    expect(must(after).forAll).toBe(true);
  });

  it('changes nothing when the update is refused', async () => {
    const created = await expectStatus<EditorPublication>(
      create(
        payloadOf({
          flows: [flow.id],
          publication_items: [{ sort: 0, item_type: 'text', text: '<p>x</p>' }],
        }),
      ),
      201,
    );
    await expectStatus(
      update(created.id, {
        title: 'Другое',
        flows: [otherFlow.id],
        feed_tags: [987654],
        publication_items: [],
      }),
      400,
    );
    expect(await retrive(created.id)).toEqual(created);
  });

  it('answers 404 for an unknown publication and 400 for a bad id', async () => {
    await expectStatus(update(987654, payloadOf()), 404);
    await expectStatus(
      callAs(
        kit,
        'PUT',
        api.editorPublicationUpdate(':id').replace(':id', 'abc'),
        staff.id,
        payloadOf(),
      ),
      400,
    );
  });
});
