import {
  api,
  AvailableFlowListResponseSchema,
  type AvailableFlow,
  type FlowProgramResponse,
  type Lesson,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publications, userFlows, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildLesson, buildSection } from './programme-factories.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let current: Flow;
let past: Flow;
let stranger: Flow;
let client: User;
let staff: User;
let flowless: User;
const sections = { current: 0, past: 0, locked: 0, stranger: 0 };
const lessonIds = { current: 0, past: 0, forCurrentOnly: 0, locked: 0 };

beforeAll(async () => {
  // The current flow is the oldest: the list must still put it last.
  current = await buildFlow(db());
  past = await buildFlow(db());
  stranger = await buildFlow(db());
  client = await buildUser(db(), { flow: current });
  await db().insert(userFlows).values({ userId: client.id, flowId: past.id });
  staff = await buildUser(db(), { isStaff: true });
  await db().insert(userFlows).values({ userId: staff.id, flowId: current.id });
  flowless = await buildUser(db());

  sections.current = await buildSection(db(), current, { sort: 1 });
  sections.locked = await buildSection(db(), current, { sort: 2, isEnabled: false });
  sections.past = await buildSection(db(), past);
  sections.stranger = await buildSection(db(), stranger);
  const lesson = (flow: Flow, section: number, title: string, flows: Flow[] = [flow]) =>
    buildLesson(db(), kit.taxonomy, flow, section, { title, flows, videos: 1 });
  lessonIds.current = (await lesson(current, sections.current, 'Урок потока')).publication.id;
  lessonIds.locked = (await lesson(current, sections.locked, 'Секретный урок')).publication.id;
  lessonIds.past = (await lesson(past, sections.past, 'Урок прошлого потока')).publication.id;
  // Filed in the past flow's section but published for the current flow only.
  lessonIds.forCurrentOnly = (
    await lesson(past, sections.past, 'Не для прошлого потока', [current])
  ).publication.id;
  await lesson(stranger, sections.stranger, 'Чужой урок');
});

const get = (url: string, userId: number | null) => kit.call('GET', url, userId);

describe('GET /api/v1/users/available-flow/list/', () => {
  it("lists the user's flows, the current one last", async () => {
    const response = await get(api.availableFlowList, client.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<AvailableFlow[]>();
    expect(AvailableFlowListResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual([
      { pk: past.id, name: past.name },
      { pk: current.id, name: current.name },
    ]);
  });

  it('orders the other flows oldest first', async () => {
    const newer = await buildFlow(db());
    const user = await buildUser(db(), { flow: past });
    await db()
      .insert(userFlows)
      .values([
        { userId: user.id, flowId: newer.id },
        { userId: user.id, flowId: current.id },
      ]);
    const body = (await get(api.availableFlowList, user.id)).json<AvailableFlow[]>();
    expect(body.map((flow) => flow.pk)).toEqual([current.id, newer.id, past.id]);
  });

  it('answers [] to a user without flows, 403 to staff and 401 without a token', async () => {
    const none = await get(api.availableFlowList, flowless.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const forStaff = await get(api.availableFlowList, staff.id);
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.json()).toMatchObject({ code: 'permission_denied' });
    expect((await get(api.availableFlowList, null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/flow-program/page/list/{flowId}/', () => {
  it('answers a past flow of the user with its own sections and lessons', async () => {
    const response = await get(api.flowProgramPageList(past.id), client.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<FlowProgramResponse>();
    expect(body.flow).toEqual({ pk: past.id, name: past.name });
    expect(body.flow_program_page.map((page) => [page.pk, page.lessons_count])).toEqual([
      [sections.past, 1],
    ]);
  });

  it('answers 404 for a flow that is not one of the user’s, or does not exist', async () => {
    for (const flowId of [stranger.id, 2_000_000_000]) {
      const response = await get(api.flowProgramPageList(flowId), client.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    expect((await get(api.flowProgramPageList(current.id), flowless.id)).statusCode).toBe(404);
  });

  it('follows user_flows: a flow taken away is 404 at once', async () => {
    const user = await buildUser(db(), { flow: current });
    await db().insert(userFlows).values({ userId: user.id, flowId: past.id });
    expect((await get(api.flowProgramPageList(past.id), user.id)).statusCode).toBe(200);
    await db()
      .delete(userFlows)
      .where(and(eq(userFlows.userId, user.id), eq(userFlows.flowId, past.id)));
    expect((await get(api.flowProgramPageList(past.id), user.id)).statusCode).toBe(404);
  });

  it('answers 400 with a field error for an id that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648', '%20', '٣']) {
      const response = await get(`/api/v1/flow-program/page/list/${bad}/`, client.id);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toEqual({ flowId: ['A valid integer is required.'] });
    }
  });

  it('answers 403 to staff and 401 without a token', async () => {
    const response = await get(api.flowProgramPageList(current.id), staff.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'permission_denied' });
    expect((await get(api.flowProgramPageList(current.id), null)).statusCode).toBe(401);
  });
});

describe('GET /publication/program-flow/list/{flow pk}/{section pk}/', () => {
  it('lists the lessons of a section of one of the user’s flows', async () => {
    const current_ = await get(api.programFlowLessonList(current.id, sections.current), client.id);
    expect(current_.statusCode).toBe(200);
    expect(current_.json<Lesson[]>().map((lesson) => lesson.id)).toEqual([lessonIds.current]);
    // A past flow's lessons are read as that flow's, not the current flow's.
    const pastLessons = await get(api.programFlowLessonList(past.id, sections.past), client.id);
    expect(pastLessons.json<Lesson[]>().map((lesson) => lesson.id)).toEqual([lessonIds.past]);
  });

  it('answers 404 for another flow, an unknown section or a section of another flow', async () => {
    const cases: [number, number][] = [
      [stranger.id, sections.stranger],
      [current.id, sections.stranger],
      [current.id, sections.past],
      [past.id, sections.current],
      [current.id, 2_000_000_000],
      [2_000_000_000, sections.current],
    ];
    for (const [flowId, sectionId] of cases) {
      const response = await get(api.programFlowLessonList(flowId, sectionId), client.id);
      expect(response.statusCode, `${flowId}/${sectionId}`).toBe(404);
      expect(response.body).not.toContain('урок');
    }
  });

  it('keeps a disabled section locked: 403 section_locked, nothing of its lessons', async () => {
    const response = await get(api.programFlowLessonList(current.id, sections.locked), client.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'This section is locked.', code: 'section_locked' });
    expect(response.body).not.toContain('Секретный');
    expect(response.body).not.toContain(String(lessonIds.locked));
  });

  it('answers 400 with field errors for ids that are not positive integers', async () => {
    const cases: [string, Record<string, string[]>][] = [
      [`abc/${sections.current}`, { flowId: ['A valid integer is required.'] }],
      [`${current.id}/x`, { sectionId: ['A valid integer is required.'] }],
      [
        '0/-2',
        { flowId: ['A valid integer is required.'], sectionId: ['A valid integer is required.'] },
      ],
    ];
    for (const [ids, errors] of cases) {
      const response = await get(`/publication/program-flow/list/${ids}/`, client.id);
      expect(response.statusCode, ids).toBe(400);
      expect(response.json(), ids).toEqual(errors);
    }
  });

  it('is not under /api/v1, answers 403 to staff and 401 without a token', async () => {
    expect(api.programFlowLessonList(3, 4)).toBe('/publication/program-flow/list/3/4/');
    const url = api.programFlowLessonList(current.id, sections.current);
    const forStaff = await get(url, staff.id);
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.body).not.toContain('Урок');
    expect((await get(url, null)).statusCode).toBe(401);
  });
});

describe('reading a lesson by id (retrive, views, comments)', () => {
  const retrive = (id: number) => get(api.publicationRetrive(id), client.id);

  it('opens lessons of the current and of a past flow of the user', async () => {
    for (const id of [lessonIds.current, lessonIds.past]) {
      expect((await retrive(id)).statusCode).toBe(200);
      const viewed = await kit.call('POST', api.viewPublicationCreate(id), client.id);
      expect(viewed.statusCode).toBeLessThan(300);
      expect((await get(api.parentCommentList(id), client.id)).statusCode).toBe(200);
    }
  });

  it('keeps a locked section, a lesson not for that flow and other flows closed', async () => {
    const [strangerLesson] = await db()
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.title, 'Чужой урок'));
    for (const id of [lessonIds.locked, lessonIds.forCurrentOnly, strangerLesson?.id ?? 0]) {
      expect((await retrive(id)).statusCode).toBe(404);
      const viewed = await kit.call('POST', api.viewPublicationCreate(id), client.id);
      expect(viewed.statusCode).toBe(404);
    }
  });
});
