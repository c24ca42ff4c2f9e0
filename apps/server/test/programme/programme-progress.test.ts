import {
  api,
  FlowProgramResponseSchema,
  LessonListResponseSchema,
  type FlowProgramResponse,
  type Lesson,
  type Publication,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import {
  publicationItemViews,
  publicationViews,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { lessonsQuery } from '../../src/modules/programme/programme-repo.ts';
import { visibleTo } from '../../src/db/publication-scope.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildLesson, buildSection } from './programme-factories.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let otherFlow: Flow;

beforeAll(async () => {
  otherFlow = await buildFlow(db());
});

async function programme(flowId: number, userId: number): Promise<FlowProgramResponse> {
  const response = await kit.call('GET', api.flowProgramPageList(flowId), userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<FlowProgramResponse>();
  expect(FlowProgramResponseSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

async function lessons(flowId: number, sectionId: number, userId: number): Promise<Lesson[]> {
  const response = await kit.call('GET', api.programFlowLessonList(flowId, sectionId), userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Lesson[]>();
  expect(LessonListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

/** Marks through the API, as the publication page does. */
async function viewPublication(publicationId: number, userId: number): Promise<void> {
  const response = await kit.call('POST', api.viewPublicationCreate(publicationId), userId);
  expect(response.statusCode, response.body).toBe(200);
}

async function viewItem(itemId: number, userId: number): Promise<void> {
  const response = await kit.call('POST', api.viewPublicationItemCreate(itemId), userId);
  expect(response.statusCode, response.body).toBe(200);
}

/** percent_viewed by section id. */
const percents = (body: FlowProgramResponse) =>
  Object.fromEntries(body.flow_program_page.map((page) => [page.pk, page.percent_viewed]));

/** A fresh flow with a fresh client on it: progress of one test never leaks into another. */
async function freshClient(): Promise<{ flow: Flow; client: User }> {
  const flow = await buildFlow(db());
  return { flow, client: await buildUser(db(), { flow }) };
}

describe('percent_viewed and procent_passed', () => {
  it('starts at 0 everywhere, and a section without lessons stays 0', async () => {
    const { flow, client } = await freshClient();
    const withLessons = await buildSection(db(), flow, { title: 'Неделя 1', sort: 1 });
    const empty = await buildSection(db(), flow, { title: 'Неделя 2', sort: 2 });
    await buildLesson(db(), kit.taxonomy, flow, withLessons, { videos: 1 });
    await buildLesson(db(), kit.taxonomy, flow, withLessons, { videos: 2 });

    const body = await programme(flow.id, client.id);
    expect(body.procent_passed).toBe(0);
    expect(body.flow).toEqual({ pk: flow.id, name: flow.name });
    expect(body.flow_program_page).toEqual([
      {
        pk: withLessons,
        title: 'Неделя 1',
        description: '',
        is_enabled: true,
        percent_viewed: 0,
        part: 1,
        lessons_count: 2,
      },
      {
        pk: empty,
        title: 'Неделя 2',
        description: '',
        is_enabled: true,
        percent_viewed: 0,
        part: 1,
        lessons_count: 0,
      },
    ]);
  });

  it('answers 0 for a flow without sections, or whose sections have no lessons', async () => {
    const { flow, client } = await freshClient();
    expect(await programme(flow.id, client.id)).toEqual({
      flow: { pk: flow.id, name: flow.name },
      flow_program_page: [],
      procent_passed: 0,
    });
    await buildSection(db(), flow);
    const body = await programme(flow.id, client.id);
    expect(body.procent_passed).toBe(0);
    expect(body.flow_program_page.map((page) => page.percent_viewed)).toEqual([0]);
  });

  it('averages the lessons’ i_view per section and over the flow, rounding half up', async () => {
    const { flow, client } = await freshClient();
    const first = await buildSection(db(), flow, { sort: 1 });
    const second = await buildSection(db(), flow, { sort: 2 });
    const single = await buildLesson(db(), kit.taxonomy, flow, first, { videos: 1 });
    const triple = await buildLesson(db(), kit.taxonomy, flow, first, { videos: 3 });
    await buildLesson(db(), kit.taxonomy, flow, first, { videos: 0 });
    const oneOfEight = await buildLesson(db(), kit.taxonomy, flow, second, { videos: 8 });
    const whole = await buildLesson(db(), kit.taxonomy, flow, second, { videos: 0 });

    await viewItem(single.videoIds[0] ?? 0, client.id); // one video of one: 100
    await viewItem(triple.videoIds[0] ?? 0, client.id); // one of three: 33
    await viewItem(oneOfEight.videoIds[5] ?? 0, client.id); // one of eight: 12.5 → 13
    await viewPublication(whole.publication.id, client.id); // no videos, viewed: 100

    const body = await programme(flow.id, client.id);
    // (100 + 33 + 0) / 3 = 44.33 → 44; (13 + 100) / 2 = 56.5 → 57 (half up, not to even).
    expect(percents(body)).toEqual({ [first]: 44, [second]: 57 });
    // (100 + 33 + 0 + 13 + 100) / 5 = 49.2 → 49.
    expect(body.procent_passed).toBe(49);

    const listed = await lessons(flow.id, first, client.id);
    expect(listed.map((lesson) => lesson.i_view)).toEqual([100, 33, 0]);
    const [eighth] = await lessons(flow.id, second, client.id);
    expect(eighth?.i_view).toBe(13);
    const retrive = await kit.call(
      'GET',
      api.publicationRetrive(oneOfEight.publication.id),
      client.id,
    );
    expect(retrive.json<Publication>().i_view).toBe(13);
  });

  it('reaches 100 when every lesson is viewed, and the bar follows un-marking', async () => {
    const { flow, client } = await freshClient();
    const section = await buildSection(db(), flow);
    const a = await buildLesson(db(), kit.taxonomy, flow, section, { videos: 2 });
    const b = await buildLesson(db(), kit.taxonomy, flow, section, { videos: 1 });
    await viewPublication(a.publication.id, client.id);
    await viewPublication(b.publication.id, client.id);
    let body = await programme(flow.id, client.id);
    expect(percents(body)).toEqual({ [section]: 100 });
    expect(body.procent_passed).toBe(100);

    const response = await kit.call(
      'DELETE',
      api.viewPublicationItemDelete(a.videoIds[1] ?? 0),
      client.id,
    );
    expect(response.statusCode).toBe(200);
    body = await programme(flow.id, client.id);
    expect(percents(body)).toEqual({ [section]: 75 });
    expect(body.procent_passed).toBe(75);
  });

  it('leaves the lessons of disabled sections out of procent_passed', async () => {
    const { flow, client } = await freshClient();
    const open = await buildSection(db(), flow, { sort: 1 });
    const locked = await buildSection(db(), flow, { sort: 2, isEnabled: false, part: 2 });
    await buildLesson(db(), kit.taxonomy, flow, open, { videos: 1 });
    const viewed = await buildLesson(db(), kit.taxonomy, flow, open, { videos: 1 });
    const lockedLesson = await buildLesson(db(), kit.taxonomy, flow, locked, { videos: 1 });
    await viewPublication(viewed.publication.id, client.id);
    // Viewed before its section was locked (a locked lesson cannot be opened or marked now).
    await db()
      .insert(publicationViews)
      .values({ publicationId: lockedLesson.publication.id, userId: client.id });

    const body = await programme(flow.id, client.id);
    expect(percents(body)).toEqual({ [open]: 50, [locked]: 100 });
    expect(body.procent_passed).toBe(50);
    expect(body.flow_program_page.map((page) => [page.is_enabled, page.part])).toEqual([
      [true, 1],
      [false, 2],
    ]);
  });

  it('counts only the published lessons for the flow the user may read', async () => {
    const { flow, client } = await freshClient();
    const section = await buildSection(db(), flow);
    const lesson = await buildLesson(db(), kit.taxonomy, flow, section, { videos: 1 });
    const forAll = await buildLesson(db(), kit.taxonomy, flow, section, { flows: [] });
    const hidden = [
      await buildLesson(db(), kit.taxonomy, flow, section, {
        status: 'draft',
        pubStartDate: null,
        videos: 1,
      }),
      await buildLesson(db(), kit.taxonomy, flow, section, { status: 'deactivated', videos: 1 }),
      await buildLesson(db(), kit.taxonomy, flow, section, { flows: [otherFlow], videos: 1 }),
      await buildLesson(db(), kit.taxonomy, flow, section, { group: 'physical_rpp', videos: 1 }),
    ];
    // Marks on lessons the user cannot read (stored directly) do not count either.
    await db()
      .insert(publicationItemViews)
      .values(
        hidden.flatMap((built) => built.videoIds.map((itemId) => ({ userId: client.id, itemId }))),
      );
    await viewPublication(lesson.publication.id, client.id);

    const body = await programme(flow.id, client.id);
    expect(body.flow_program_page[0]?.lessons_count).toBe(2);
    expect(percents(body)).toEqual({ [section]: 50 });
    expect((await lessons(flow.id, section, client.id)).map((item) => item.id)).toEqual([
      lesson.publication.id,
      forAll.publication.id,
    ]);

    // Paid for the psychology group in this flow: its lesson is theirs too.
    const paid = await buildUser(db(), { flow, isPaidRpp: true });
    const rpp = hidden[3]?.publication.id;
    expect((await lessons(flow.id, section, paid.id)).map((item) => item.id)).toContain(rpp);
  });

  it('keys everything by the caller: another user’s views never show', async () => {
    const { flow, client } = await freshClient();
    const neighbour = await buildUser(db(), { flow });
    const section = await buildSection(db(), flow);
    const lesson = await buildLesson(db(), kit.taxonomy, flow, section, { videos: 2 });
    await viewPublication(lesson.publication.id, neighbour.id);

    expect((await programme(flow.id, neighbour.id)).procent_passed).toBe(100);
    const mine = await programme(flow.id, client.id);
    expect(mine.procent_passed).toBe(0);
    expect(percents(mine)).toEqual({ [section]: 0 });
    const [listed] = await lessons(flow.id, section, client.id);
    expect(listed?.i_view).toBe(0);
    expect(listed?.videos.map((video) => video.is_view)).toEqual([false, false]);
  });
});

describe('the lessons of a section', () => {
  it('lists title, read time, i_view and the videos with their marks, oldest first', async () => {
    const { flow, client } = await freshClient();
    const section = await buildSection(db(), flow);
    const first = await buildLesson(db(), kit.taxonomy, flow, section, {
      title: 'Урок 1. Как устроена программа',
      readTime: 12,
      videos: 2,
      // Published later than the second: the order is the order of creation.
      pubStartDate: new Date('2026-03-02T10:00:00Z'),
    });
    const second = await buildLesson(db(), kit.taxonomy, flow, section, {
      title: 'Урок 2. Замеры',
      readTime: 0,
      pubStartDate: new Date('2026-03-01T10:00:00Z'),
    });
    await viewItem(first.videoIds[1] ?? 0, client.id);

    expect(await lessons(flow.id, section, client.id)).toEqual([
      {
        id: first.publication.id,
        title: 'Урок 1. Как устроена программа',
        active: true,
        read_time: 12,
        i_view: 50,
        videos: [
          { pk: first.videoIds[0], video_name: 'Видео 1', video_duration: '12:30', is_view: false },
          { pk: first.videoIds[1], video_name: 'Видео 2', video_duration: '12:30', is_view: true },
        ],
      },
      {
        id: second.publication.id,
        title: 'Урок 2. Замеры',
        active: true,
        read_time: 0,
        i_view: 0,
        videos: [],
      },
    ]);
    // The lesson's i_view is the publication's (retrive computes it in JavaScript).
    const retrive = await kit.call('GET', api.publicationRetrive(first.publication.id), client.id);
    expect(retrive.json<Publication>().i_view).toBe(50);
  });

  it('answers an empty list for an enabled section without lessons', async () => {
    const { flow, client } = await freshClient();
    const section = await buildSection(db(), flow);
    expect(await lessons(flow.id, section, client.id)).toEqual([]);
  });
});

describe('the lessons query', () => {
  it('reads a section by an index probe, never a scan of all publications', async () => {
    const { flow, client } = await freshClient();
    const section = await buildSection(db(), flow);
    await buildLesson(db(), kit.taxonomy, flow, section, { videos: 2 });
    const viewer = {
      id: client.id,
      isStaff: false,
      language: 'ru' as const,
      flowId: flow.id,
      isGreen: false,
      isPaidRpp: false,
    };
    const plan = await db().transaction(async (tx) => {
      // Tiny test tables make any scan cheap: forbid sequential scans to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain ${lessonsQuery(client.id, section, visibleTo(viewer))}`,
      );
      return rows.map((row) => Object.values(row).join('')).join('\n');
    });
    // An index probe by section (the programme index, or the feed index that also holds it).
    expect(plan).toMatch(
      /(Index|Bitmap Index) (Only )?Scan (using|on) \w+( on publications)?\b[^\n]*\n[^\n]*Index Cond: [^\n]*flow_program_page_id = /,
    );
    expect(plan).not.toMatch(/Seq Scan on publications\b/);
  });
});
