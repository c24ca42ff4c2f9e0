import {
  api,
  NoticeListResponseSchema,
  UserInfoSchema,
  type Notice,
  type NoticeListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, notices, publications, users, type Flow } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildComment, buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildNotice, callAs } from './notice-factories.ts';

const kit = usePublicationTestKit();
let flow: Flow;

beforeAll(async () => {
  flow = await buildFlow(kit.database.db);
});

/** The i-th element, which the test has made sure exists. */
function nth<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no element ${i}`);
  return item;
}

const minute = (n: number) => new Date(Date.UTC(2026, 1, 1, 10, n));

async function listPage(userId: number, page?: number): Promise<NoticeListResponse> {
  const url = page === undefined ? api.noticeList : `${api.noticeList}?page=${page}`;
  const response = await callAs(kit, 'GET', url, userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<NoticeListResponse>();
  expect(NoticeListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

/** A user with `count` np notices on one publication each, created a minute apart. */
async function userWithNotices(count: number): Promise<{ userId: number; ids: number[] }> {
  const { db } = kit.database;
  const user = await buildUser(db, { flow });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    const notice = await buildNotice(db, user.id, {
      publicationId: publication.id,
      createdAt: minute(i),
    });
    ids.push(notice.id);
  }
  return { userId: user.id, ids };
}

describe('GET notice/list', () => {
  it('answers 401 without a token, and 400 for a bad page number', async () => {
    expect((await callAs(kit, 'GET', api.noticeList, null)).statusCode).toBe(401);
    const user = await buildUser(kit.database.db, { flow });
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const response = await callAs(kit, 'GET', `${api.noticeList}?page=${page}`, user.id);
      expect(response.statusCode, page).toBe(400);
      expect(response.json()).toHaveProperty('page');
    }
  });

  it('pages 20 at a time, newest first, with a next link until the last page', async () => {
    const { userId, ids } = await userWithNotices(45);
    const newestFirst = [...ids].reverse();
    const first = await listPage(userId);
    expect(first.results.map((notice) => notice.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.next).toBe('/api/v2/notice/list/?page=2');
    const second = await listPage(userId, Number(first.next?.split('=').at(-1)));
    expect(second.results.map((notice) => notice.id)).toEqual(newestFirst.slice(20, 40));
    expect(second.next).toBe('/api/v2/notice/list/?page=3');
    const third = await listPage(userId, 3);
    expect(third.results.map((notice) => notice.id)).toEqual(newestFirst.slice(40));
    expect(third.next).toBeNull();
    const past = await callAs(kit, 'GET', `${api.noticeList}?page=4`, userId);
    expect(past.statusCode).toBe(404);
  });

  it('answers an empty first page to a user without notices', async () => {
    const user = await buildUser(kit.database.db, { flow });
    expect(await listPage(user.id)).toEqual({ results: [], next: null });
  });

  it("lists only the caller's own notices", async () => {
    const mine = await userWithNotices(2);
    const theirs = await userWithNotices(3);
    const listed = (await listPage(mine.userId)).results.map((notice) => notice.id);
    expect(listed.sort()).toEqual([...mine.ids].sort());
    expect(listed.some((id) => theirs.ids.includes(id))).toBe(false);
  });

  it('answers the previous read state, then marks the listed page read (only that page)', async () => {
    const { userId, ids } = await userWithNotices(21);
    const first = await listPage(userId);
    expect(first.results.every((notice) => !notice.read)).toBe(true);
    const again = await listPage(userId);
    expect(again.results.every((notice) => notice.read)).toBe(true);
    const [oldest] = await kit.database.db
      .select()
      .from(notices)
      .where(eq(notices.id, nth(ids, 0)));
    expect(oldest?.read).toBe(false);
    expect((await listPage(userId, 2)).results.map((notice) => notice.read)).toEqual([false]);
    expect((await listPage(userId, 2)).results.map((notice) => notice.read)).toEqual([true]);
  });

  it('clears not_read_notice when page 1 is listed, not on later pages', async () => {
    const { userId } = await userWithNotices(21);
    const unread = async () =>
      (await callAs(kit, 'GET', api.noticeUnread, userId)).json<{ not_read_notice: boolean }>();
    expect(await unread()).toEqual({ not_read_notice: true });
    await listPage(userId, 2);
    expect(await unread()).toEqual({ not_read_notice: true });
    await listPage(userId, 1);
    expect(await unread()).toEqual({ not_read_notice: false });
    const info = (await callAs(kit, 'GET', api.userInfo, userId)).json();
    expect(UserInfoSchema.parse(info).not_read_notice).toBe(false);

    await buildNotice(kit.database.db, userId, { noticeType: 'rtc' });
    expect(await unread()).toEqual({ not_read_notice: true });
    await listPage(userId, 1);
    expect(await unread()).toEqual({ not_read_notice: false });
  });
});

describe('notice shapes', () => {
  it('shows a reply notice with the sender, both comments and the topic publication', async () => {
    const { db } = kit.database;
    const receiver = await buildUser(db, { flow });
    const sender = await buildUser(db, { flow, avatarUrl: '/media/a.png' });
    const { publication } = await buildPublication(db, kit.taxonomy, {
      section: 'topic',
      group: null,
      flows: [flow],
    });
    const top = await buildComment(db, publication.id, receiver.id);
    const reply = await buildComment(db, publication.id, sender.id, { parentId: top });
    const long = 'ы'.repeat(150) + '😀'.repeat(100);
    await db.update(comments).set({ text: long }).where(eq(comments.id, reply));
    const notice = await buildNotice(db, receiver.id, {
      noticeType: 'rtc',
      senderId: sender.id,
      senderCommentId: reply,
      receiverCommentId: top,
      publicationId: publication.id,
      createdAt: minute(5),
    });
    const [listed] = (await listPage(receiver.id)).results;
    expect(listed).toEqual<Notice>({
      id: notice.id,
      notice_type: 'rtc',
      read: false,
      created_at: minute(5).toISOString(),
      sender_jwt_client: {
        first_name: sender.firstName,
        last_name: sender.lastName,
        avatar_url: '/media/a.png',
      },
      sender_comment: {
        pk: reply,
        text: 'ы'.repeat(150) + '😀'.repeat(50),
        parent: top,
        abstract_removed: false,
      },
      receiver_comment: { pk: top, text: 'Комментарий', parent: null, abstract_removed: false },
      publication: { pk: publication.id, section: 'topic' },
      new_publication: null,
    });
  });

  it('shows a like notice on the liked comment, and null for a comment deleted since', async () => {
    const { db } = kit.database;
    const receiver = await buildUser(db, { flow });
    const sender = await buildUser(db, { flow });
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    const liked = await buildComment(db, publication.id, receiver.id);
    const gone = await buildComment(db, publication.id, receiver.id);
    const fields = {
      noticeType: 'cl' as const,
      senderId: sender.id,
      publicationId: publication.id,
    };
    await buildNotice(db, receiver.id, {
      ...fields,
      receiverCommentId: liked,
      createdAt: minute(1),
    });
    await buildNotice(db, receiver.id, {
      ...fields,
      receiverCommentId: gone,
      createdAt: minute(2),
    });
    await db.delete(comments).where(eq(comments.id, gone));
    const [deleted, like] = (await listPage(receiver.id)).results;
    expect(like).toMatchObject({
      notice_type: 'cl',
      sender_comment: null,
      receiver_comment: { pk: liked, parent: null },
      publication: { pk: publication.id, section: 'feed' },
      new_publication: null,
    });
    expect(deleted).toMatchObject({ notice_type: 'cl', receiver_comment: null });
  });

  it("shows a new publication's card, and hides it once the publication is unpublished", async () => {
    const { db } = kit.database;
    const receiver = await buildUser(db, { flow });
    const { publication } = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      previewText: 'Кратко',
      previewImage: '/media/p.jpg',
      videos: 2,
    });
    const { publication: withdrawn } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    await db
      .update(publications)
      .set({ status: 'deactivated' })
      .where(eq(publications.id, withdrawn.id));
    await buildNotice(db, receiver.id, { publicationId: withdrawn.id, createdAt: minute(2) });
    const notice = await buildNotice(db, receiver.id, {
      publicationId: publication.id,
      createdAt: minute(1),
    });
    const { results } = await listPage(receiver.id);
    expect(results).toEqual<Notice[]>([
      {
        id: notice.id,
        notice_type: 'np',
        read: false,
        created_at: minute(1).toISOString(),
        sender_jwt_client: null,
        sender_comment: null,
        receiver_comment: null,
        publication: { pk: publication.id, section: 'feed' },
        new_publication: {
          id: publication.id,
          title: publication.title,
          color: '#3f8cff',
          preview_text: 'Кратко',
          img: '/media/p.jpg',
          videos: [{ img_url: '' }, { img_url: '' }],
          pub_start_date: publication.pubStartDate?.toISOString() ?? null,
        },
      },
    ]);
  });
});

describe('GET notice/unread', () => {
  it('answers 401 without a token and the caller’s own flag', async () => {
    const { db } = kit.database;
    expect((await callAs(kit, 'GET', api.noticeUnread, null)).statusCode).toBe(401);
    const lit = await buildUser(db, { flow });
    await buildNotice(db, lit.id);
    const dark = await buildUser(db, { flow });
    const read = async (id: number) => (await callAs(kit, 'GET', api.noticeUnread, id)).json();
    expect(await read(lit.id)).toEqual({ not_read_notice: true });
    expect(await read(dark.id)).toEqual({ not_read_notice: false });
  });
});

describe('DELETE notice/delete-list', () => {
  const remaining = async (ids: number[]) =>
    (await kit.database.db.select({ id: notices.id }).from(notices))
      .map((row) => row.id)
      .filter((id) => ids.includes(id))
      .sort((a, b) => a - b);

  it('answers 401 without a token', async () => {
    const { ids } = await userWithNotices(1);
    const response = await callAs(kit, 'DELETE', api.noticeDeleteList, null, ids);
    expect(response.statusCode).toBe(401);
    expect(await remaining(ids)).toEqual(ids);
  });

  it("deletes the caller's own notices and ignores anyone else's ids", async () => {
    const mine = await userWithNotices(3);
    const theirs = await userWithNotices(2);
    const ask = [nth(mine.ids, 0), nth(mine.ids, 2), ...theirs.ids, 2_000_000_000];
    const response = await callAs(kit, 'DELETE', api.noticeDeleteList, mine.userId, ask);
    expect(response.statusCode, response.body).toBe(204);
    expect(await remaining(mine.ids)).toEqual([mine.ids[1]]);
    expect(await remaining(theirs.ids)).toEqual(theirs.ids);
    expect((await listPage(mine.userId)).results.map((notice) => notice.id)).toEqual([mine.ids[1]]);
  });

  it('accepts an empty list and repeated ids', async () => {
    const { userId, ids } = await userWithNotices(1);
    expect((await callAs(kit, 'DELETE', api.noticeDeleteList, userId, [])).statusCode).toBe(204);
    const twice = [nth(ids, 0), nth(ids, 0)];
    expect((await callAs(kit, 'DELETE', api.noticeDeleteList, userId, twice)).statusCode).toBe(204);
    expect(await remaining(ids)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an object', { ids: [1] }],
    ['a number', 5],
    ['null', null],
    ['strings', ['1']],
    ['a fraction', [1.5]],
    ['zero', [0]],
    ['a negative id', [-3]],
    ['an id past int4', [2_147_483_648]],
    ['too many ids', Array.from({ length: 501 }, (_, i) => i + 1)],
    ['malformed JSON', '[1, 2'],
  ])('answers 400 for %s and deletes nothing', async (_name, body) => {
    const { userId, ids } = await userWithNotices(1);
    const response = await callAs(kit, 'DELETE', api.noticeDeleteList, userId, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.values(response.json<Record<string, string[]>>()).flat().length).toBeGreaterThan(
      0,
    );
    expect(await remaining(ids)).toEqual(ids);
  });
});

describe('stored notices', () => {
  /** The sender and comment ids a notice keeps. */
  async function idsOf(noticeId: number) {
    const [row] = await kit.database.db
      .select({
        sender: notices.senderId,
        senderComment: notices.senderCommentId,
        receiverComment: notices.receiverCommentId,
      })
      .from(notices)
      .where(eq(notices.id, noticeId));
    return row;
  }

  it('lose the ids of deleted comments and senders, and only those (not foreign keys: triggers)', async () => {
    const { db } = kit.database;
    const receiver = await buildUser(db, { flow });
    const sender = await buildUser(db, { flow });
    const otherSender = await buildUser(db, { flow });
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    const top = await buildComment(db, publication.id, receiver.id);
    const reply = await buildComment(db, publication.id, sender.id, { parentId: top });
    const otherTop = await buildComment(db, publication.id, receiver.id);
    const otherReply = await buildComment(db, publication.id, otherSender.id, {
      parentId: otherTop,
    });
    const rtc = (senderId: number, senderCommentId: number, receiverCommentId: number) =>
      buildNotice(db, receiver.id, {
        noticeType: 'rtc',
        senderId,
        senderCommentId,
        receiverCommentId,
        publicationId: publication.id,
      });
    const notice = await rtc(sender.id, reply, top);
    const untouched = await rtc(otherSender.id, otherReply, otherTop);

    await db.delete(comments).where(eq(comments.id, reply));
    expect(await idsOf(notice.id)).toEqual({
      sender: sender.id,
      senderComment: null,
      receiverComment: top,
    });
    await db.delete(comments).where(eq(comments.id, top));
    expect(await idsOf(notice.id)).toEqual({
      sender: sender.id,
      senderComment: null,
      receiverComment: null,
    });
    await db.delete(users).where(eq(users.id, sender.id));
    expect(await idsOf(notice.id)).toEqual({
      sender: null,
      senderComment: null,
      receiverComment: null,
    });
    expect(await idsOf(untouched.id)).toEqual({
      sender: otherSender.id,
      senderComment: otherReply,
      receiverComment: otherTop,
    });
  });
});
