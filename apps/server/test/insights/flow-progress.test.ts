import {
  endpoints,
  fillPath,
  PROGRESS_BUCKETS,
  type FlowProgramResponse,
  type FlowProgressResponse,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowProgramPages, publicationItemViews, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

const progressUrl = (flowId: number | string, query = '') =>
  `${fillPath(endpoints.flowProgress.path, { flowId })}${query}`;
const csvUrl = (flowId: number, query = '') =>
  `${fillPath(endpoints.flowProgressCsv.path, { flowId })}${query}`;

let staff: User;
let englishStaff: User;
let flowId: number;
let flowName: string;
let sectionIds: number[];
const clients: Record<'idle' | 'halfway' | 'done', User> = {} as never;

/**
 * A flow with two open sections and a closed one: lessons L1 (two videos) and L2 (none) in the
 * first, L3 (one video) in the second, L4 (one video) in the closed third. `idle` viewed
 * nothing; `halfway` one video of L1 and marked L2; `done` everything (L4 behind the lock, put
 * in the database directly).
 */
beforeAll(async () => {
  staff = await buildUser(db(), { isStaff: true });
  englishStaff = await buildUser(db(), { isStaff: true, language: 'en' });
  const flow = await buildFlow(db());
  flowId = flow.id;
  flowName = flow.name;
  const sections = await db()
    .insert(flowProgramPages)
    .values([
      { flowId, title: 'Неделя 1', sort: 1 },
      { flowId, title: 'Неделя 2', sort: 2 },
      { flowId, title: 'Неделя 3', sort: 3, isEnabled: false },
    ])
    .returning();
  sectionIds = sections.map((section) => section.id);
  const lesson = (section: number, videos: number) =>
    buildPublication(db(), kit.taxonomy, {
      flows: [flow],
      flowProgramPageId: sectionIds[section] ?? null,
      videos,
    });
  const l1 = await lesson(0, 2);
  const l2 = await lesson(0, 0);
  const l3 = await lesson(1, 1);
  const l4 = await lesson(2, 1);
  clients.idle = await buildUser(db(), { flow, lastName: 'Аверина' });
  clients.halfway = await buildUser(db(), { flow, lastName: 'Борисов' });
  clients.done = await buildUser(db(), { flow, lastName: 'Волков' });
  await buildUser(db(), { flow, isStaff: true });
  const view = (user: User, url: string) => kit.call('POST', url, user.id);
  const itemView = (id: number | undefined) =>
    fillPath(endpoints.viewPublicationItemCreate.path, { id: id ?? 0 });
  const postView = (id: number) => fillPath(endpoints.viewPublicationCreate.path, { id });
  await view(clients.halfway, itemView(l1.videoIds[0]));
  await view(clients.halfway, postView(l2.publication.id));
  for (const url of [
    postView(l1.publication.id),
    postView(l2.publication.id),
    postView(l3.publication.id),
  ]) {
    expect((await view(clients.done, url)).statusCode).toBe(200);
  }
  await db()
    .insert(publicationItemViews)
    .values({ userId: clients.done.id, itemId: l4.videoIds[0] ?? 0 });
});

async function progress(query = ''): Promise<FlowProgressResponse> {
  const response = await kit.call('GET', progressUrl(flowId, query), staff.id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FlowProgressResponse>();
}

describe('GET flow progress', () => {
  it("gives every client the programme screen's own figures, lowest first", async () => {
    const answer = await progress();
    expect(answer.flow).toEqual({ pk: flowId, name: flowName });
    expect(answer.clients.count).toBe(3);
    expect(answer.clients.results.map((client) => [client.pk, client.procent_passed])).toEqual([
      [clients.idle.id, 0],
      [clients.halfway.id, 50],
      [clients.done.id, 100],
    ]);
    for (const client of Object.values(clients)) {
      const url = fillPath(endpoints.flowProgramPageList.path, { flowId });
      const own = (await kit.call('GET', url, client.id)).json<FlowProgramResponse>();
      const listed = answer.clients.results.find((row) => row.pk === client.id);
      expect(listed?.procent_passed).toBe(own.procent_passed);
    }
  });

  it("spreads each section's clients over ten buckets, with the average", async () => {
    const { sections } = await progress();
    expect(sections.map((section) => section.pk)).toEqual(sectionIds);
    expect(sections.map((section) => section.lessons_count)).toEqual([2, 1, 1]);
    // Week 1: idle 0 %, halfway (50 + 100) / 2 = 75 %, done 100 %.
    expect(sections[0]?.histogram).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 0, 1]);
    expect(sections[0]?.average).toBe(58);
    expect(sections[1]?.histogram).toEqual([2, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(sections[2]).toMatchObject({
      is_enabled: false,
      histogram: [2, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    });
    for (const section of sections) {
      expect(section.histogram).toHaveLength(PROGRESS_BUCKETS);
    }
  });

  it('narrows the clients by name and pages them', async () => {
    const found = await progress(`?search=${encodeURIComponent('борис')}`);
    expect(found.clients.count).toBe(1);
    expect(found.clients.results.map((client) => client.pk)).toEqual([clients.halfway.id]);
    const second = await progress('?page=2');
    expect(second.clients.results).toEqual([]);
    expect(second.clients.next_page_number).toBeNull();
  });

  it('answers staff only, 404 for an unknown flow, 400 for a bad page', async () => {
    expect((await kit.call('GET', progressUrl(flowId), clients.done.id)).statusCode).toBe(403);
    expect((await kit.call('GET', progressUrl(flowId), null)).statusCode).toBe(401);
    expect((await kit.call('GET', progressUrl(2_000_000_000), staff.id)).statusCode).toBe(404);
    expect((await kit.call('GET', progressUrl(flowId, '?page=x'), staff.id)).statusCode).toBe(400);
  });
});

describe('GET flow progress CSV', () => {
  it('downloads the clients with their progress per section, Cyrillic with a BOM', async () => {
    const response = await kit.call('GET', csvUrl(flowId), staff.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="flow-progress-${flowId}.csv"`,
    );
    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFID;Фамилия;Имя;Прогресс, %;Неделя 1;Неделя 2;Неделя 3');
    expect(lines[1]).toBe(`${clients.idle.id};Аверина;${clients.idle.firstName};0;0;0;0`);
    expect(lines[2]).toBe(`${clients.halfway.id};Борисов;${clients.halfway.firstName};50;75;0;0`);
    expect(lines[3]).toBe(`${clients.done.id};Волков;${clients.done.firstName};100;100;100;100`);
    expect(lines).toHaveLength(5);
  });

  it('uses commas and English headings for English-speaking staff', async () => {
    const response = await kit.call(
      'GET',
      csvUrl(flowId, '?search=%D0%92%D0%BE%D0%BB'),
      englishStaff.id,
    );
    const lines = response.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,Last name,First name,"Progress, %",Неделя 1,Неделя 2,Неделя 3');
    expect(lines.slice(1, -1)).toEqual([
      `${clients.done.id},Волков,${clients.done.firstName},100,100,100,100`,
    ]);
  });

  it('refuses clients', async () => {
    expect((await kit.call('GET', csvUrl(flowId), clients.idle.id)).statusCode).toBe(403);
  });
});
