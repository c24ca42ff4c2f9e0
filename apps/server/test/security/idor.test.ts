import { api, type Comment, type NoticeListResponse, type WikiListResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commentImages,
  commentLikes,
  commentReports,
  comments,
  eventLog,
  noticeSettings,
  notices,
  publicationFavorites,
  publicationFlows,
  publicationItems,
  publicationItemViews,
  publicationLikes,
  publications,
  publicationViews,
  scheduleItems,
  type User,
} from '../../src/db/schema.ts';
import { jpegWithExif } from '../comments/comment-test-kit.ts';
import { buildLesson, buildSection } from '../programme/programme-factories.ts';
import {
  buildComment,
  buildPublication,
  buildWikiPage,
} from '../publications/publication-factories.ts';
import { addItems } from '../schedule/schedule-fixtures.ts';
import { useSecurityWorld, type CallSpec, type Method, type Role } from './security-world.ts';

const world = useSecurityWorld();

/** Every table a probe could change, row by row, and the uploaded files. */
async function snapshot(): Promise<unknown> {
  const { db } = world.database;
  const tables = {
    publications,
    publicationItems,
    publicationFlows,
    comments,
    commentImages,
    commentLikes,
    commentReports,
    publicationViews,
    publicationItemViews,
    publicationLikes,
    publicationFavorites,
    notices,
    noticeSettings,
    scheduleItems,
    eventLog,
  };
  const rows: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = (await db.select().from(table)).map((row) => JSON.stringify(row)).sort();
  }
  const files = await readdir(world.t.config.uploadDir, { recursive: true });
  return { rows, files: files.sort() };
}

interface Probe {
  what: string;
  method: Method;
  url: string;
  as: Role | User;
  spec?: CallSpec;
  status: number;
}

/** Each probe answers its refusal and leaves every table and upload as it was. */
async function expectRefused(probes: Probe[]): Promise<void> {
  const failures: string[] = [];
  for (const probe of probes) {
    const before = await snapshot();
    const response = await world.call(probe.method, probe.url, probe.as, probe.spec);
    const after = await snapshot();
    if (response.statusCode !== probe.status) {
      failures.push(
        `${probe.what}: ${probe.method} ${probe.url} answered ${response.statusCode}, ` +
          `expected ${probe.status} (${response.body.slice(0, 160)})`,
      );
    }
    if (JSON.stringify(after) !== JSON.stringify(before)) {
      failures.push(`${probe.what}: ${probe.method} ${probe.url} changed the data`);
    }
  }
  expect(failures).toEqual([]);
}

/** The probes of a publication the caller may not read: every call by its id is a 404. */
function publicationProbes(
  label: string,
  post: { id: number; videoId: number },
  commentId: number,
  as: Role,
): Probe[] {
  const id = post.id;
  const probe = (what: string, method: Method, url: string, spec?: CallSpec): Probe => ({
    what: `${label}: ${what}`,
    method,
    url,
    as,
    status: 404,
    ...(spec ? { spec } : {}),
  });
  return [
    probe('detail', 'GET', api.publicationRetrive(id)),
    probe('like', 'POST', api.likePublicationCreate(id)),
    probe('unlike', 'DELETE', api.likePublicationDelete(id)),
    probe('favorite', 'POST', api.favoritePublicationCreate(id)),
    probe('unfavorite', 'DELETE', api.favoritePublicationDelete(id)),
    probe('view', 'POST', api.viewPublicationCreate(id)),
    probe('unview', 'DELETE', api.viewPublicationDelete(id)),
    probe('item view', 'POST', api.viewPublicationItemCreate(post.videoId)),
    probe('item unview', 'DELETE', api.viewPublicationItemDelete(post.videoId)),
    probe('click log', 'POST', api.logClickVideo, {
      body: { publication: id, publication_item: post.videoId },
    }),
    probe('comment list', 'GET', api.parentCommentList(id)),
    probe('pinned comments', 'GET', api.fixedCommentList(id)),
    probe('comment page', 'GET', api.commentFind(id), {
      query: { comment_target_id: String(commentId), parent_page_size: '20' },
    }),
    probe('replies', 'GET', api.childrenCommentList(commentId)),
    probe('comment create', 'POST', api.commentCreate, {
      multipart: { publication: id, text: 'Чужой поток' },
    }),
    probe('reply create', 'POST', api.commentCreate, {
      multipart: { publication: id, parent: commentId, text: 'Ответ' },
    }),
    probe('comment delete', 'DELETE', api.commentDelete(commentId)),
    probe('comment like', 'POST', api.likeCommentCreate(commentId)),
    probe('comment unlike', 'DELETE', api.likeCommentDelete(commentId)),
    probe('comment report', 'POST', api.reportCommentCreate(commentId), { body: {} }),
  ];
}

let otherFlowPost: { id: number; videoId: number };
let otherFlowComment: number;

beforeAll(async () => {
  otherFlowPost = await world.freshPost({ flows: [world.flows.other] });
  otherFlowComment = await buildComment(world.database.db, otherFlowPost.id, world.stranger.id);
});

describe('IDOR probes: publications the caller may not read', () => {
  it('control: the stranger of the other flow and staff do read the other flow post', async () => {
    for (const who of [world.stranger, world.users.staff]) {
      const response = await world.call('GET', api.publicationRetrive(otherFlowPost.id), who);
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses another flow's publication and its comments to clients and moderators", async () => {
    await expectRefused([
      ...publicationProbes('other flow (client)', otherFlowPost, otherFlowComment, 'client'),
      ...publicationProbes('other flow (moderator)', otherFlowPost, otherFlowComment, 'moderator'),
      {
        what: 'other flow: pin by a super moderator',
        method: 'PATCH',
        url: api.commentIsFixedUpdate(otherFlowComment),
        as: 'supermoderator',
        spec: { body: { is_fixed: true } },
        status: 404,
      },
    ]);
  });

  it('refuses drafts, deactivated and scheduled (delayed) publications to clients', async () => {
    const { db } = world.database;
    const draft = await world.freshPost({ status: 'draft' });
    const deactivated = await world.freshPost({ status: 'deactivated' });
    const scheduled = await world.freshPost({ status: 'draft' });
    await addItems(db, scheduled.id, [
      { event: 'activation', eventDate: new Date(Date.now() + 86_400_000) },
    ]);
    const probes: Probe[] = [];
    for (const [label, post] of [
      ['draft', draft],
      ['deactivated', deactivated],
      ['scheduled', scheduled],
    ] as const) {
      const comment = await buildComment(db, post.id, world.author.id);
      probes.push(...publicationProbes(label, post, comment, 'client'));
    }
    await expectRefused(probes);
    expect((await world.call('GET', api.publicationRetrive(draft.id), 'staff')).statusCode).toBe(
      200,
    );
  });

  it('refuses the Physical Psychology group to clients who did not pay for it', async () => {
    const rpp = await world.freshPost({ group: 'physical_rpp' });
    const comment = await buildComment(world.database.db, rpp.id, world.users.paid.id);
    await expectRefused(publicationProbes('rpp group', rpp, comment, 'client'));
    expect((await world.call('GET', api.publicationRetrive(rpp.id), 'paid')).statusCode).toBe(200);
  });
});

describe('IDOR probes: a visible object pointing at a hidden one', () => {
  it('refuses items, parents and comment targets of a hidden publication through a visible one', async () => {
    const visible = world.post.id;
    await expectRefused([
      {
        what: "click log on a visible post naming a hidden post's item",
        method: 'POST',
        url: api.logClickFile,
        as: 'client',
        spec: { body: { publication: visible, publication_item: otherFlowPost.videoId } },
        status: 404,
      },
      {
        what: "comment page of a visible post targeting a hidden post's comment",
        method: 'GET',
        url: api.commentFind(visible),
        as: 'client',
        spec: { query: { comment_target_id: String(otherFlowComment), parent_page_size: '20' } },
        status: 404,
      },
    ]);
    const before = await snapshot();
    const reply = await world.call('POST', api.commentCreate, 'client', {
      multipart: { publication: visible, parent: otherFlowComment, text: 'Ответ в чужой поток' },
    });
    expect([400, 404], reply.body).toContain(reply.statusCode);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps staff's schedule and editor saves of one post off another post's rows", async () => {
    const { db } = world.database;
    const a = await world.freshPost({ status: 'draft' });
    const b = await world.freshPost({ status: 'draft' });
    const [bItem] = await addItems(db, b.id, [
      { event: 'activation', eventDate: new Date(Date.now() + 86_400_000) },
    ]);
    const bRows = async () => ({
      schedule: await db.select().from(scheduleItems).where(eq(scheduleItems.publicationId, b.id)),
      items: await db
        .select()
        .from(publicationItems)
        .where(eq(publicationItems.publicationId, b.id)),
    });
    const before = await bRows();
    const sync = await world.call('POST', api.scheduleItemSync(a.id), 'staff', {
      body: [{ pk: bItem, event: 'deactivation', event_date: '2030-01-01T10:00' }],
    });
    expect(sync.statusCode, sync.body).toBe(200);
    const update = await world.call('PUT', api.editorPublicationUpdate(a.id), 'staff', {
      body: {
        title: 'Чужой блок',
        publication_items: [
          { id: b.videoId, sort: 0, item_type: 'text', text: '<p>Перезапись</p>' },
        ],
      },
    });
    expect(update.statusCode, update.body).toBe(400);
    expect(await bRows()).toEqual(before);
  });

  it('answers 404 for the card of a staff account', async () => {
    const card = await world.call(
      'GET',
      `/api/v1/content/get-user-info-for-content-popup/${world.users.staff.id}/`,
      'moderator',
    );
    expect(card.statusCode).toBe(404);
  });
});

describe('IDOR probes: the programme', () => {
  it("refuses a locked section's lessons (403) and another flow's programme (404)", async () => {
    const { db } = world.database;
    const main = world.flows.main;
    const locked = await buildSection(db, main, { isEnabled: false });
    const lockedLesson = await buildLesson(db, world.taxonomy, main, locked, { videos: 1 });
    const other = world.flows.other;
    const otherLesson = await buildLesson(db, world.taxonomy, other, world.sections.other, {
      videos: 1,
    });
    const lessonComment = await buildComment(db, otherLesson.publication.id, world.stranger.id);
    const lockedComment = await buildComment(db, lockedLesson.publication.id, world.author.id);
    const asPost = (built: typeof lockedLesson) => ({
      id: built.publication.id,
      videoId: built.videoIds[0] ?? 0,
    });
    await expectRefused([
      {
        what: 'locked section lessons',
        method: 'GET',
        url: api.programFlowLessonList(main.id, locked),
        as: 'client',
        status: 403,
      },
      {
        what: "another flow's programme",
        method: 'GET',
        url: api.flowProgramPageList(other.id),
        as: 'client',
        status: 404,
      },
      {
        what: "another flow's section",
        method: 'GET',
        url: api.programFlowLessonList(other.id, world.sections.other),
        as: 'client',
        status: 404,
      },
      {
        what: "another flow's section under one's own flow id",
        method: 'GET',
        url: api.programFlowLessonList(main.id, world.sections.other),
        as: 'client',
        status: 404,
      },
      ...publicationProbes('locked lesson', asPost(lockedLesson), lockedComment, 'client'),
      ...publicationProbes("another flow's lesson", asPost(otherLesson), lessonComment, 'client'),
    ]);
    const unlocked = await world.call(
      'GET',
      api.programFlowLessonList(other.id, world.sections.other),
      world.stranger,
    );
    expect(unlocked.statusCode).toBe(200);
  });
});

describe("IDOR probes: another user's objects", () => {
  it("refuses to delete or pin another user's comment and keeps its uploaded images", async () => {
    const created = await world.call('POST', api.commentCreate, world.author, {
      multipart: {
        publication: world.post.id,
        text: 'С фотографией',
        images: [{ data: await jpegWithExif() }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const comment = created.json<Comment>();
    expect((await readdir(world.t.config.uploadDir, { recursive: true })).length).toBeGreaterThan(
      0,
    );
    const probes: Probe[] = [];
    for (const role of ['client', 'green', 'uae', 'paid', 'english', 'staff'] as const) {
      probes.push({
        what: `delete another's comment as ${role}`,
        method: 'DELETE',
        url: api.commentDelete(comment.pk),
        as: role,
        status: 403,
      });
    }
    for (const role of ['client', 'moderator', 'staff'] as const) {
      probes.push({
        what: `pin another's comment as ${role}`,
        method: 'PATCH',
        url: api.commentIsFixedUpdate(comment.pk),
        as: role,
        spec: { body: { is_fixed: true } },
        status: 403,
      });
    }
    await expectRefused(probes);
    const [row] = await world.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, comment.pk));
    expect(row?.text).toBe('С фотографией');
  });

  it("neither lists nor deletes another user's notices", async () => {
    const theirs = await world.freshNotice(world.author.id);
    const list = await world.call('GET', api.noticeList, 'client');
    expect(list.statusCode).toBe(200);
    expect(list.json<NoticeListResponse>().results.map((notice) => notice.id)).not.toContain(
      theirs,
    );
    // The call deletes the caller's own notices among the ids and ignores the rest.
    await expectRefused([
      {
        what: "delete another's notices",
        method: 'DELETE',
        url: api.noticeDeleteList,
        as: 'client',
        spec: { body: [theirs] },
        status: 204,
      },
    ]);
  });

  it("changes only the caller's notice settings, whatever ids the body names", async () => {
    const { db } = world.database;
    const readTheirs = async () =>
      db.select().from(noticeSettings).where(eq(noticeSettings.userId, world.author.id));
    const before = await readTheirs();
    const response = await world.call('PUT', api.noticeSettingsUpdate, 'client', {
      body: {
        user: world.author.id,
        user_id: world.author.id,
        pk: world.author.id,
        notification_reply_to_comment: false,
        notification_comment_like: false,
        notification_wiki: false,
        notification_video: false,
        notification_article: false,
        notification_training: false,
        notification_tasks: false,
        notification_announcement: false,
        notification_webinar: false,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readTheirs()).toEqual(before);
    const [mine] = await db
      .select()
      .from(noticeSettings)
      .where(eq(noticeSettings.userId, world.users.client.id));
    expect(mine?.notificationVideo).toBe(false);
  });

  it('refuses the staff user card of a client to clients', async () => {
    await expectRefused(
      (['client', 'green', 'paid'] as const).map((role) => ({
        what: `user card as ${role}`,
        method: 'GET' as const,
        url: `/api/v1/content/get-user-info-for-content-popup/${world.author.id}/`,
        as: role,
        status: 403,
      })),
    );
  });
});

describe('IDOR probes: editor and schedule', () => {
  it('refuses every editor and schedule call on an existing post to non-staff', async () => {
    const draft = await world.freshPost({ status: 'draft' });
    await addItems(world.database.db, draft.id, [
      { event: 'activation', eventDate: new Date(Date.now() + 86_400_000) },
    ]);
    const probes: Probe[] = [];
    for (const role of ['client', 'moderator', 'supermoderator', 'green'] as const) {
      const probe = (method: Method, url: string, spec?: CallSpec): Probe => ({
        what: `editor as ${role}`,
        method,
        url,
        as: role,
        status: 403,
        ...(spec ? { spec } : {}),
      });
      probes.push(
        probe('GET', api.editorPublicationRetrive(draft.id)),
        probe('PUT', api.editorPublicationUpdate(draft.id), { body: { title: 'Взлом' } }),
        probe('DELETE', api.editorPublicationDelete(draft.id)),
        probe('POST', api.editorPublicationCopy(draft.id)),
        probe('POST', api.editorPublicationCreate, { body: { title: 'Взлом' } }),
        probe('GET', api.editorPublicationList, { query: { draft: 'true' } }),
        probe('GET', api.scheduleItemList(draft.id)),
        probe('POST', api.scheduleItemSync(draft.id), { body: [] }),
        probe('POST', api.scheduleItemNow(draft.id), { body: { event: 'activation' } }),
        probe('GET', api.publicationReach(draft.id)),
        probe('POST', api.publicationNudge(draft.id)),
        probe('GET', api.publicationReachCsv(draft.id)),
        probe('GET', api.flowProgress(world.flowOf(role).id)),
        probe('GET', api.flowProgressCsv(world.flowOf(role).id)),
      );
    }
    await expectRefused(probes);
    const [post] = await world.database.db
      .select()
      .from(publications)
      .where(eq(publications.id, draft.id));
    expect(post?.status).toBe('draft');
  });
});

describe('IDOR probes: the wiki', () => {
  it('shows nothing of a wiki category whose posts are all for another flow', async () => {
    const { db } = world.database;
    const page = await buildWikiPage(db, 'Только для другого потока');
    await buildPublication(db, world.taxonomy, { wikiPageId: page, flows: [world.flows.other] });
    const categories = await world.call('GET', api.wikiPageList, 'client');
    expect(categories.json<{ pk: number }[]>().map((category) => category.pk)).not.toContain(page);
    const list = await world.call('GET', api.wikiPublicationList(page), 'client');
    expect(list.statusCode).toBe(404);
    const theirs = await world.call('GET', api.wikiPublicationList(page), world.stranger);
    expect(theirs.json<WikiListResponse>().results).toHaveLength(1);
  });
});
