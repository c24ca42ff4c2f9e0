import {
  api,
  EditorCopyResponseSchema,
  EditorListResponseSchema,
  EditorParamsResponseSchema,
  withQuery,
  type EditorListResponse,
  type EditorParamsResponse,
  type EditorPublication,
  type FieldErrors,
  type QueryValues,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  publicationItems,
  publications,
  scheduleItems,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication, buildWikiPage } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import {
  asEditorPublication,
  base64File,
  callAs,
  expectStatus,
  must,
  payloadOf,
  PDF,
  readStored,
  type Method,
} from './editor-test-kit.ts';

const kit = usePublicationTestKit();

let flowA: Flow;
let flowB: Flow;
let staff: User;
let englishStaff: User;
let client: User;
let moderator: User;
/** Ids of the list fixture, by name. */
const ids: Record<string, number> = {};

/** '2030-05-10T12:00' Moscow time as an instant. */
const moscow = (text: string) => new Date(`${text}:00+03:00`);

beforeAll(async () => {
  const { db } = kit.database;
  flowA = await buildFlow(db);
  flowB = await buildFlow(db);
  staff = await buildUser(db, { isStaff: true });
  englishStaff = await buildUser(db, { isStaff: true, language: 'en' });
  client = await buildUser(db, { flow: flowA });
  await buildWikiPage(db, 'Питание', 'Nutrition');
  await buildWikiPage(db, 'Рецепты');
  moderator = await buildUser(db, { flow: flowA, moderator: true, superModerator: true });
  const build = async (name: string, options: Parameters<typeof buildPublication>[2]) => {
    ids[name] = (
      await buildPublication(db, kit.taxonomy, { title: `list ${name}`, ...options })
    ).publication.id;
  };
  await build('published', {
    pubStartDate: moscow('2030-05-10T12:00'),
    flows: [flowA],
    tags: ['video', 'article', 'training'],
    fix: true,
  });
  await build('draft', {
    status: 'draft',
    pubStartDate: null,
    group: 'physical_rpp',
    section: 'topic',
    flows: [flowB],
  });
  await build('delayed', { status: 'draft', pubStartDate: null, tags: ['training'] });
  await build('deactivated', {
    status: 'deactivated',
    pubStartDate: moscow('2030-04-01T09:00'),
    flows: [flowA, flowB],
  });
  await db.insert(scheduleItems).values([
    {
      publicationId: must(ids.delayed),
      event: 'activation',
      eventDate: moscow('2030-06-01T10:30'),
    },
    {
      publicationId: must(ids.delayed),
      event: 'activation',
      eventDate: moscow('2030-07-01T10:30'),
    },
    // Done or non-activation items do not make a post delayed.
    {
      publicationId: must(ids.draft),
      event: 'activation',
      eventDate: moscow('2030-01-01T10:00'),
      state: 'done',
    },
    { publicationId: must(ids.deactivated), event: 'pin', eventDate: moscow('2030-06-01T10:00') },
  ]);
});

async function list(values: QueryValues = {}, as = staff): Promise<EditorListResponse> {
  const body = await expectStatus<unknown>(
    callAs(kit, 'GET', withQuery(api.editorPublicationList, values), as.id),
    200,
  );
  return EditorListResponseSchema.strict().parse(body);
}

/** Names of the fixture rows a list answer holds, in order. */
async function names(values: QueryValues = {}): Promise<string[]> {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  const answer = await list({ ...values, full_text_search: values.full_text_search ?? 'list' });
  return answer.results.flatMap((row) => {
    const name = byId.get(row.pk);
    return name ? [name] : [];
  });
}

describe('staff only', () => {
  const calls: [Method, string][] = [
    ['GET', api.editorParams],
    ['GET', api.editorPublicationList],
    ['GET', api.editorPublicationRetrive(1)],
    ['POST', api.editorPublicationCreate],
    ['PUT', api.editorPublicationUpdate(1)],
    ['DELETE', api.editorPublicationDelete(1)],
    ['POST', api.editorPublicationCopy(1)],
  ];
  it.each(calls)(
    '%s %s: 401 without a token, 403 for a client and a moderator',
    async (method, url) => {
      const body = method === 'POST' || method === 'PUT' ? payloadOf() : undefined;
      const before = (await kit.database.db.select().from(publications)).length;
      const anonymous = await callAs(kit, method, url, null, body);
      expect(anonymous.statusCode).toBe(401);
      for (const user of [client, moderator]) {
        const response = await callAs(kit, method, url, user.id, body);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ code: 'permission_denied' });
      }
      expect((await kit.database.db.select().from(publications)).length).toBe(before);
    },
  );
});

describe('params', () => {
  it('lists sections, groups, wiki pages, flows, programme pages, tags and languages', async () => {
    const params = EditorParamsResponseSchema.strict().parse(
      await expectStatus<EditorParamsResponse>(callAs(kit, 'GET', api.editorParams, staff.id), 200),
    );
    expect(params.publicate_section.map((s) => s.title)).toEqual(['Лента', 'Сообщество']);
    expect(params.feed_group.map((g) => g.pk)).toEqual([
      kit.taxonomy.groups.physical_transformation,
      kit.taxonomy.groups.physical_rpp,
    ]);
    expect(params.flows).toEqual(
      expect.arrayContaining([
        { pk: flowA.id, title: flowA.name },
        { pk: flowB.id, title: flowB.name },
      ]),
    );
    expect(params.feed_tag.map((t) => t.title)).toEqual(['Видео', 'Статья', 'Тренировка']);
    expect(params.language).toEqual([
      { pk: 'ru', title: 'Русский' },
      { pk: 'en', title: 'Английский' },
    ]);
    expect(params.wiki_page.map((w) => w.title)).toEqual(['Питание', 'Рецепты']);
  });

  it('titles the options in English for English-speaking staff, Russian when untranslated', async () => {
    const params = await expectStatus<EditorParamsResponse>(
      callAs(kit, 'GET', api.editorParams, englishStaff.id),
      200,
    );
    expect(params.publicate_section.map((s) => s.title)).toEqual(['Feed', 'Community']);
    expect(params.feed_tag.map((t) => t.title)).toEqual(['Video', 'Article', 'Workout']);
    expect(params.wiki_page.map((w) => w.title)).toEqual(['Nutrition', 'Рецепты']);
    expect(params.language).toEqual([
      { pk: 'ru', title: 'Russian' },
      { pk: 'en', title: 'English' },
    ]);
  });
});

describe('list', () => {
  it('answers rows with status, dates in Moscow time and titles, newest first', async () => {
    const answer = await list({ full_text_search: 'list' });
    const rows = new Map(answer.results.map((row) => [row.pk, row]));
    expect(answer.results.map((row) => row.pk)).toEqual([
      ids.deactivated,
      ids.delayed,
      ids.draft,
      ids.published,
    ]);
    expect(rows.get(must(ids.published))).toEqual({
      pk: ids.published,
      title: 'list published',
      fix: true,
      status: 'published',
      activate_event_date: null,
      pub_start_date: '2030-05-10T12:00',
      feed_group_title: 'Физическая трансформация',
      flows_title_list: [flowA.name],
      section_title_list: ['Лента'],
      feed_tag_title_list: ['Видео', 'Статья', 'Тренировка'],
      reach: { viewed: 0, audience: expect.any(Number) },
    });
    expect(rows.get(must(ids.delayed))).toMatchObject({
      status: 'delayed',
      activate_event_date: '2030-06-01T10:30',
      pub_start_date: null,
    });
    expect(rows.get(must(ids.draft))).toMatchObject({
      status: 'draft',
      activate_event_date: null,
      section_title_list: ['Сообщество'],
    });
    expect(rows.get(must(ids.deactivated))).toMatchObject({
      status: 'deactivated',
      flows_title_list: [flowA.name, flowB.name].sort(),
      feed_tag_title_list: [],
    });
  });

  it('titles groups, sections and tags in English for English-speaking staff', async () => {
    const answer = await list({ full_text_search: 'list' }, englishStaff);
    const rows = new Map(answer.results.map((row) => [row.pk, row]));
    expect(rows.get(must(ids.published))).toMatchObject({
      feed_group_title: 'Physical Transformation',
      section_title_list: ['Feed'],
      feed_tag_title_list: ['Video', 'Article', 'Workout'],
    });
    expect(rows.get(must(ids.draft))?.section_title_list).toEqual(['Community']);
  });

  it.each<[string, QueryValues, string[]]>([
    ['published tab', { published: 'true' }, ['published']],
    ['delayed tab', { delayed: 'true' }, ['delayed']],
    ['drafts tab', { draft: 'true' }, ['draft']],
    ['deactivated tab', { deactivated: 'true' }, ['deactivated']],
    ['two tabs', { draft: 'true', published: 'true' }, ['draft', 'published']],
    ['false flags', { draft: 'false' }, ['deactivated', 'delayed', 'draft', 'published']],
    ['a flow', { flows: [0] }, ['published', 'deactivated']],
    ['a group', { feed_group: [1] }, ['draft']],
    ['a section', { section: [2] }, ['draft']],
    ['a tag', { feed_tags: [3] }, ['delayed', 'published']],
    ['a start date', { start_date: '2030-05-10' }, ['delayed', 'published']],
    ['an end date', { end_date: '2030-05-10' }, ['deactivated', 'published']],
    ['a day', { start_date: '2030-06-01', end_date: '2030-06-01' }, ['delayed']],
    [
      'everything combined',
      {
        published: 'true',
        flows: [0],
        feed_tags: [3],
        start_date: '2030-05-01',
        end_date: '2030-05-31',
      },
      ['published'],
    ],
    ['search', { full_text_search: 'deactivated' }, ['deactivated']],
  ])('filters by %s', async (_name, values, expected) => {
    const resolved: QueryValues = { ...values };
    // Placeholders resolved once the fixture exists: flows 0 → flowA; group 1 → rpp; section 2 → topic; tag 3 → training.
    if (values.flows) resolved.flows = [flowA.id];
    if (values.feed_group) resolved.feed_group = [kit.taxonomy.groups.physical_rpp];
    if (values.section) resolved.section = [kit.taxonomy.sections.topic];
    if (values.feed_tags) resolved.feed_tags = [kit.taxonomy.tags.training];
    expect((await names(resolved)).sort()).toEqual([...expected].sort());
  });

  it('pages by 10 with visible pages', async () => {
    const { db } = kit.database;
    for (let i = 0; i < 23; i += 1) {
      await buildPublication(db, kit.taxonomy, { title: `pagetest ${i}`, status: 'draft' });
    }
    const first = await list({ full_text_search: 'pagetest', visible_page_count: 7 });
    expect(first.results).toHaveLength(10);
    expect(must(first.results[0]).title).toBe('pagetest 22');
    expect(first.pagination).toEqual({
      page: 1,
      count_pages: 3,
      count: 23,
      count_is_capped: false,
      has_next: true,
      next_page_number: 2,
      has_previous: false,
      previous_page_number: null,
      visible_pages: [1, 2, 3],
    });
    const last = await list({ full_text_search: 'pagetest', page: 3 });
    expect(last.results.map((row) => row.title)).toEqual([
      'pagetest 2',
      'pagetest 1',
      'pagetest 0',
    ]);
    expect(last.pagination).toMatchObject({
      has_next: false,
      next_page_number: null,
      previous_page_number: 2,
    });
    const beyond = await list({ full_text_search: 'pagetest', page: 9 });
    expect(beyond.results).toEqual([]);
  });

  it.each<[string, string, string[]]>([
    ['newest created first by default', '', ['deactivated', 'delayed', 'draft', 'published']],
    ['newest created first', '-created', ['deactivated', 'delayed', 'draft', 'published']],
    // Release dates: deactivated 04-01, published 05-10, delayed (activation) 06-01, draft none.
    ['release date', 'release_date', ['deactivated', 'published', 'delayed', 'draft']],
    [
      'release date, latest first',
      '-release_date',
      ['delayed', 'published', 'deactivated', 'draft'],
    ],
    ['title', 'title', ['deactivated', 'delayed', 'draft', 'published']],
    ['title, descending', '-title', ['published', 'draft', 'delayed', 'deactivated']],
  ])('orders by %s', async (_name, ordering, expected) => {
    expect(await names({ ordering })).toEqual(expected);
  });

  it('orders titles without regard to case, ё as е, ties by id', async () => {
    const titles = ['Яблоко', 'ёж', 'Жук', 'абрикос', 'Banana', 'apple', 'Ель', 'жук'];
    for (const title of titles) {
      await buildPublication(kit.database.db, kit.taxonomy, {
        title: `sorttest ${title}`,
        status: 'draft',
      });
    }
    const sorted = async (ordering: string) =>
      (await list({ full_text_search: 'sorttest', ordering })).results;
    const ascending = await sorted('title');
    // 'ёж' reads 'еж', before 'ель'; 'Жук' and 'жук' tie: the older first (the newer when descending).
    expect(ascending.map((row) => row.title.slice('sorttest '.length))).toEqual([
      'apple',
      'Banana',
      'абрикос',
      'ёж',
      'Ель',
      'Жук',
      'жук',
      'Яблоко',
    ]);
    expect((await sorted('-title')).map((row) => row.pk)).toEqual(
      ascending.map((row) => row.pk).reverse(),
    );
  });

  it('pages an ordering without repeating or skipping rows', async () => {
    const { db } = kit.database;
    const made = new Set<number>();
    for (let i = 0; i < 12; i += 1) {
      const { publication } = await buildPublication(db, kit.taxonomy, {
        title: `ordertest ${i % 3}`,
        pubStartDate: i % 2 === 0 ? moscow('2030-03-03T03:00') : null,
      });
      made.add(publication.id);
    }
    for (const ordering of ['title', '-title', 'release_date', '-release_date']) {
      const first = await list({ full_text_search: 'ordertest', ordering });
      const second = await list({ full_text_search: 'ordertest', ordering, page: 2 });
      const seen = [...first.results, ...second.results].map((row) => row.pk);
      expect(seen, ordering).toHaveLength(12);
      expect(new Set(seen), ordering).toEqual(made);
    }
  });

  it.each<[string, QueryValues, string]>([
    ['a wrong page', { page: 'x' }, 'page'],
    ['an unknown ordering', { ordering: 'created' }, 'ordering'],
    ['a field that is no ordering', { ordering: 'pub_start_date' }, 'ordering'],
    ['a wrong date', { start_date: '10.05.2030' }, 'start_date'],
    ['an impossible date', { end_date: '2030-13-45' }, 'end_date'],
    ['a wrong flow id', { flows: 'abc' }, 'flows.0'],
    ['a too long search', { full_text_search: 'я'.repeat(201) }, 'full_text_search'],
  ])('answers 400 on %s', async (_name, values, field) => {
    const errors = await expectStatus<FieldErrors>(
      callAs(kit, 'GET', withQuery(api.editorPublicationList, values), staff.id),
      400,
    );
    expect(Object.keys(errors)).toContain(field);
  });
});

describe('retrive, copy and delete', () => {
  it('retrives a draft and a delayed post with the activation date', async () => {
    const delayed = asEditorPublication(
      await expectStatus(
        callAs(kit, 'GET', api.editorPublicationRetrive(must(ids.delayed)), staff.id),
        200,
      ),
    );
    expect(delayed).toMatchObject({
      status: 'delayed',
      activate_event_date: '2030-06-01T10:30',
      feed_tags: [kit.taxonomy.tags.training],
      flows: [],
    });
    expect(delayed.publication_items).toEqual([
      {
        id: expect.any(Number),
        sort: 0,
        item_type: 'text',
        text: '<p>Текст</p>',
        image: '',
        video_url: '',
        video_url_2: '',
        audio_url: '',
        doc: '',
        doc_name: '',
      },
    ]);
    await expectStatus(callAs(kit, 'GET', api.editorPublicationRetrive(987654), staff.id), 404);
  });

  it('copies a post into a draft with the same fields, blocks, flows and tags, without schedule', async () => {
    const copy = EditorCopyResponseSchema.strict().parse(
      await expectStatus(
        callAs(kit, 'POST', api.editorPublicationCopy(must(ids.published)), staff.id),
        201,
      ),
    );
    expect(copy.id).toBe(copy.pk);
    const get = async (id: number) =>
      asEditorPublication(
        await expectStatus(callAs(kit, 'GET', api.editorPublicationRetrive(id), staff.id), 200),
      );
    const [original, copied] = [await get(must(ids.published)), await get(copy.id)];
    expect(copied).toMatchObject({
      title: `${original.title} (copy)`,
      status: 'draft',
      fix: false,
      pub_start_date: null,
      activate_event_date: null,
      flows: original.flows,
      feed_tags: original.feed_tags,
      feed_group: original.feed_group,
      section: original.section,
    });
    expect(copied.publication_items.map(({ id: _id, ...rest }) => rest)).toEqual(
      original.publication_items.map(({ id: _id, ...rest }) => rest),
    );
    expect(must(copied.publication_items[0]).id).not.toBe(must(original.publication_items[0]).id);
    const schedule = await kit.database.db
      .select()
      .from(scheduleItems)
      .where(eq(scheduleItems.publicationId, copy.id));
    expect(schedule).toEqual([]);
    await expectStatus(callAs(kit, 'POST', api.editorPublicationCopy(987654), staff.id), 404);
  });

  it('deletes a post with its blocks; files shared with a copy stay until the last one goes', async () => {
    const created = await expectStatus<EditorPublication>(
      callAs(
        kit,
        'POST',
        api.editorPublicationCreate,
        staff.id,
        payloadOf({
          publication_items: [{ sort: 0, item_type: 'doc', doc: base64File(PDF, 'a.pdf') }],
        }),
      ),
      201,
    );
    const url = must(created.publication_items[0]).doc;
    const copy = await expectStatus<{ id: number }>(
      callAs(kit, 'POST', api.editorPublicationCopy(created.id), staff.id),
      201,
    );
    await expectStatus(
      callAs(kit, 'DELETE', api.editorPublicationDelete(created.id), staff.id),
      204,
    );
    await expectStatus(callAs(kit, 'GET', api.editorPublicationRetrive(created.id), staff.id), 404);
    const items = await kit.database.db
      .select()
      .from(publicationItems)
      .where(eq(publicationItems.publicationId, created.id));
    expect(items).toEqual([]);
    expect(await readStored(kit, url)).toEqual(PDF);
    await expectStatus(callAs(kit, 'DELETE', api.editorPublicationDelete(copy.id), staff.id), 204);
    await expect(readStored(kit, url)).rejects.toThrow();
    await expectStatus(callAs(kit, 'DELETE', api.editorPublicationDelete(copy.id), staff.id), 404);
  });
});
