import { api } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Flow, User } from '../../src/db/schema.ts';
import { findBellLit } from '../../src/modules/notices/notice-bell-repo.ts';
import { buildFlow, buildUser, type BuildUserOverrides } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { noticesOf, useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

let flow: Flow;
let moderator: User;
let publicationId: number;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  moderator = await buildUser(db, { flow, moderator: true });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
});

/** A fresh user of the flow, so each test reads only its own notices. */
const person = (settings?: BuildUserOverrides['settings']) =>
  buildUser(kit.database.db, { flow, ...(settings ? { settings } : {}) });
const write = (userId: number, text: string, parent?: number) =>
  kit.create(userId, { publication: publicationId, text, ...(parent ? { parent } : {}) });
const like = (userId: number, pk: number) => kit.call('POST', api.likeCommentCreate(pk), userId);
const unlike = (userId: number, pk: number) =>
  kit.call('DELETE', api.likeCommentDelete(pk), userId);
const remove = (userId: number, pk: number) => kit.call('DELETE', api.commentDelete(pk), userId);

const unread = (userId: number): Promise<boolean> => findBellLit(kit.database.db, userId);

describe('rtc notices', () => {
  it('tells the author of the comment answered, and marks their bell unread', async () => {
    const [author, replier] = [await person(), await person()];
    const top = await write(author.id, 'Вопрос');
    expect(await unread(author.id)).toBe(false);
    const answer = await write(replier.id, 'Ответ', top.pk);
    expect(await noticesOf(kit, author.id)).toEqual([
      expect.objectContaining({
        noticeType: 'rtc',
        read: false,
        senderId: replier.id,
        senderCommentId: answer.pk,
        receiverCommentId: top.pk,
        publicationId,
      }),
    ]);
    expect(await unread(author.id)).toBe(true);
    expect(await noticesOf(kit, replier.id)).toEqual([]);
  });

  it('tells the person answered in a reply to a reply, and never oneself', async () => {
    const [author, first, second] = [await person(), await person(), await person()];
    const top = await write(author.id, 'Тема');
    const reply = await write(first.id, 'Первый', top.pk);
    await write(first.id, 'Сам себе', reply.pk);
    await write(author.id, 'Сам себе', top.pk);
    const answer = await write(second.id, 'Второй', reply.pk);
    expect((await noticesOf(kit, first.id)).map((n) => n.senderCommentId)).toEqual([answer.pk]);
    expect((await noticesOf(kit, author.id)).map((n) => n.senderId)).toEqual([first.id]);
    expect(await unread(second.id)).toBe(false);
  });

  it('respects notification_reply_to_comment', async () => {
    const author = await person({ notificationReplyToComment: false });
    const top = await write(author.id, 'Без уведомлений');
    await write((await person()).id, 'Ответ', top.pk);
    expect(await noticesOf(kit, author.id)).toEqual([]);
    expect(await unread(author.id)).toBe(false);
  });
});

describe('cl notices', () => {
  it('tells the author of a liked comment once; unliking takes it back', async () => {
    const [author, fan] = [await person(), await person()];
    const top = await write(author.id, 'Нравится?');
    await like(fan.id, top.pk);
    await like(fan.id, top.pk);
    expect(await noticesOf(kit, author.id)).toEqual([
      expect.objectContaining({
        noticeType: 'cl',
        senderId: fan.id,
        senderCommentId: null,
        receiverCommentId: top.pk,
        publicationId,
      }),
    ]);
    expect(await unread(author.id)).toBe(true);
    await unlike(fan.id, top.pk);
    expect(await noticesOf(kit, author.id)).toEqual([]);
  });

  it('respects notification_comment_like', async () => {
    const author = await person({ notificationCommentLike: false });
    const top = await write(author.id, 'Тихо');
    await like((await person()).id, top.pk);
    expect(await noticesOf(kit, author.id)).toEqual([]);
    expect(await unread(author.id)).toBe(false);
  });
});

describe('deleting leaves no broken notices', () => {
  it('removes the notices caused by a deleted reply and by likes on it', async () => {
    const [author, replier, fan] = [await person(), await person(), await person()];
    const top = await write(author.id, 'Тема');
    const reply = await write(replier.id, 'Ответ', top.pk);
    await like(fan.id, reply.pk);
    expect(await noticesOf(kit, author.id)).toHaveLength(1);
    expect(await noticesOf(kit, replier.id)).toHaveLength(1);
    expect((await remove(replier.id, reply.pk)).statusCode).toBe(204);
    expect(await noticesOf(kit, author.id)).toEqual([]);
    expect(await noticesOf(kit, replier.id)).toEqual([]);
  });

  it('keeps the notices of other replies when a comment becomes a placeholder', async () => {
    const [author, replier, fan] = [await person(), await person(), await person()];
    const top = await write(author.id, 'Тема');
    await like(fan.id, top.pk);
    const reply = await write(replier.id, 'Ответ', top.pk);
    const back = await write(author.id, 'Ответ автора', reply.pk);
    expect((await remove(author.id, top.pk)).statusCode).toBe(200);
    // The like on the placeholder and the reply to it are gone; the author's answer to the
    // reply is another comment and its notice stays.
    expect(await noticesOf(kit, author.id)).toEqual([]);
    expect((await noticesOf(kit, replier.id)).map((n) => n.senderCommentId)).toEqual([back.pk]);
  });

  it('removes every notice of a thread a moderator deletes', async () => {
    const [author, replier] = [await person(), await person()];
    const top = await write(author.id, 'Тема');
    const reply = await write(replier.id, 'Ответ', top.pk);
    await write(author.id, 'Ещё', reply.pk);
    await like(author.id, reply.pk);
    expect((await remove(moderator.id, top.pk)).statusCode).toBe(204);
    expect(await noticesOf(kit, author.id)).toEqual([]);
    expect(await noticesOf(kit, replier.id)).toEqual([]);
  });
});
