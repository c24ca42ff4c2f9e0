import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  flowProgramPages,
  noticeFanOuts,
  notices,
  publications,
  userFlows,
  users,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import {
  fanOutNewPublicationNotices,
  queueNewPublicationNotices,
  sendQueuedNewPublicationNotices,
} from '../../src/modules/notices/new-publication-notices.ts';
import { findBellLit } from '../../src/modules/notices/notice-bell-repo.ts';
import { buildFlow, buildUser, type BuildUserOverrides } from '../support/factories.ts';
import {
  buildPublication,
  buildWikiPage,
  type BuildPublicationOptions,
} from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let flow: Flow;
let otherFlow: Flow;

beforeAll(async () => {
  flow = await buildFlow(db());
  otherFlow = await buildFlow(db());
});

/** A fresh flow per test keeps the audiences of tests apart (they share one database). */
async function freshFlow(): Promise<Flow> {
  return buildFlow(db());
}

async function publish(options: BuildPublicationOptions): Promise<number> {
  return (await buildPublication(db(), kit.taxonomy, options)).publication.id;
}

async function receivers(publicationId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: notices.receiverId })
    .from(notices)
    .where(and(eq(notices.publicationId, publicationId), eq(notices.noticeType, 'np')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const ids = (...people: User[]) => people.map((user) => user.id).sort((a, b) => a - b);

const flagOf = (user: User): Promise<boolean> => findBellLit(db(), user.id);

async function people<const T extends readonly BuildUserOverrides[]>(
  target: Flow,
  ...list: T
): Promise<{ [K in keyof T]: User }> {
  const built: User[] = [];
  for (const overrides of list) built.push(await buildUser(db(), { flow: target, ...overrides }));
  return built as { [K in keyof T]: User };
}

describe('fanOutNewPublicationNotices', () => {
  it("notifies the active non-staff users of the publication's flows, once", async () => {
    const target = await freshFlow();
    const [reader, second, staff, inactive] = await people(
      target,
      {},
      {},
      { isStaff: true },
      { activeContent: false },
    );
    // Was on the target flow once, now reads another one: not the audience any more.
    const movedOn = await buildUser(db(), { flow: otherFlow });
    await db().insert(userFlows).values({ userId: movedOn.id, flowId: target.id });
    const elsewhere = await buildUser(db(), { flow });
    const id = await publish({ flows: [target], tags: ['video'] });

    expect(await fanOutNewPublicationNotices(db(), id)).toBe(2);
    expect(await receivers(id)).toEqual(ids(reader, second));
    expect(await flagOf(reader)).toBe(true);
    for (const user of [staff, inactive, movedOn, elsewhere]) {
      expect(await flagOf(user)).toBe(false);
    }
    expect(await fanOutNewPublicationNotices(db(), id)).toBe(0);
    expect(await receivers(id)).toEqual(ids(reader, second));
  });

  it("lights its receivers' bells without writing their rows", async () => {
    const target = await freshFlow();
    const [reader] = await people(target, {});
    const rowVersion = async () =>
      queryRows<{ xmin: string }>(db(), sql`select xmin::text from users where id = ${reader.id}`);
    const before = await rowVersion();
    const id = await publish({ flows: [target], tags: ['video'] });

    expect(await fanOutNewPublicationNotices(db(), id)).toBe(1);
    expect(await flagOf(reader)).toBe(true);
    expect(await rowVersion()).toEqual(before);
  });

  it('notifies the same users in batches of user ids as in one statement', async () => {
    const target = await freshFlow();
    const audience = await people(target, {}, {}, {}, {}, {});
    const batched = await publish({ flows: [target] });
    const whole = await publish({ flows: [target] });
    const inBatches = await fanOutNewPublicationNotices(db(), batched, { batchUsers: 2 });
    expect(inBatches).toBe(audience.length);
    expect(await fanOutNewPublicationNotices(db(), whole)).toBe(audience.length);
    expect(await receivers(batched)).toEqual(ids(...audience));
    expect(await receivers(whole)).toEqual(ids(...audience));
    expect(await fanOutNewPublicationNotices(db(), batched, { batchUsers: 2 })).toBe(0);
  });

  it('notifies each user once when the same publication fans out twice at once', async () => {
    const target = await freshFlow();
    const audience = await people(target, {}, {}, {});
    const id = await publish({ flows: [target] });
    let second: Promise<number> | undefined;
    // The second starts while the first's notices are not committed yet: it must wait for them.
    const first = await db().transaction(async (tx) => {
      const notified = await fanOutNewPublicationNotices(tx, id);
      second = fanOutNewPublicationNotices(db(), id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return notified;
    });
    expect(first).toBe(audience.length);
    expect(await second).toBe(0);
    expect(await receivers(id)).toEqual(ids(...audience));
  });

  it('notifies only the newly eligible users when repeated', async () => {
    const target = await freshFlow();
    const [first] = await people(target, {});
    const id = await publish({ flows: [target, await freshFlow()], tags: ['article'] });
    await fanOutNewPublicationNotices(db(), id);
    const [late] = await people(target, {});
    expect(await fanOutNewPublicationNotices(db(), id)).toBe(1);
    expect(await receivers(id)).toEqual(ids(first, late));
  });

  it('notifies every user of every flow, and users without a flow, when it has no flows', async () => {
    const [reader] = await people(await freshFlow(), {});
    const noFlow = await buildUser(db());
    const staff = await buildUser(db(), { isStaff: true });
    const id = await publish({ tags: ['training'] });
    const notified = await fanOutNewPublicationNotices(db(), id);
    const got = await receivers(id);
    expect(got).toHaveLength(notified);
    expect(got).toEqual(expect.arrayContaining(ids(reader, noFlow)));
    expect(got).not.toContain(staff.id);
  });

  it('follows the setting of the publication tags (any of them on), all on without a row', async () => {
    const target = await freshFlow();
    const [noRow, videoOff, videoOffArticleOn, bothOff] = await people(
      target,
      {},
      { settings: { notificationVideo: false } },
      { settings: { notificationVideo: false, notificationArticle: true } },
      { settings: { notificationVideo: false, notificationArticle: false } },
    );
    const videoOnly = await publish({ flows: [target], tags: ['video'] });
    await fanOutNewPublicationNotices(db(), videoOnly);
    expect(await receivers(videoOnly)).toEqual(ids(noRow));
    const videoAndArticle = await publish({ flows: [target], tags: ['video', 'article'] });
    await fanOutNewPublicationNotices(db(), videoAndArticle);
    expect(await receivers(videoAndArticle)).toEqual(ids(noRow, videoOff, videoOffArticleOn));
    expect(await flagOf(bothOff)).toBe(false);
  });

  it('sends an untagged feed post to whoever has any feed notice on', async () => {
    const target = await freshFlow();
    const allOff = {
      notificationVideo: false,
      notificationArticle: false,
      notificationTraining: false,
      notificationTasks: false,
      notificationAnnouncement: false,
      notificationWebinar: false,
    };
    const [silent, webinarOnly] = await people(
      target,
      { settings: allOff },
      { settings: { ...allOff, notificationWebinar: true } },
    );
    const id = await publish({ flows: [target] });
    expect(await fanOutNewPublicationNotices(db(), id)).toBe(1);
    expect(await receivers(id)).toEqual(ids(webinarOnly));
    expect(await flagOf(silent)).toBe(false);
  });

  it('sends the psychology group only to paid users, by their rpp_ keys', async () => {
    const target = await freshFlow();
    const [unpaid, paid, paidRppOff, paidFeedOff] = await people(
      target,
      {},
      { isPaidRpp: true },
      { isPaidRpp: true, settings: { rppNotificationVideo: false } },
      { isPaidRpp: true, settings: { notificationVideo: false } },
    );
    const id = await publish({ flows: [target], group: 'physical_rpp', tags: ['video'] });
    expect(await fanOutNewPublicationNotices(db(), id)).toBe(2);
    expect(await receivers(id)).toEqual(ids(paid, paidFeedOff));
    expect(await flagOf(unpaid)).toBe(false);
    expect(await flagOf(paidRppOff)).toBe(false);
  });

  it('sends a wiki post by notification_wiki', async () => {
    const target = await freshFlow();
    const [wikiOn, wikiOff] = await people(
      target,
      { settings: { notificationVideo: false, notificationArticle: false } },
      { settings: { notificationWiki: false } },
    );
    const wikiPageId = await buildWikiPage(db(), 'Питание');
    const id = await publish({ flows: [target], group: null, wikiPageId, tags: ['video'] });
    expect(await fanOutNewPublicationNotices(db(), id)).toBe(1);
    expect(await receivers(id)).toEqual(ids(wikiOn));
    expect(await flagOf(wikiOff)).toBe(false);
  });

  it('sends nothing for disable_pushs, drafts, topics, lessons or an unknown id', async () => {
    const target = await freshFlow();
    const [reader] = await people(target, {});
    const [page] = await db()
      .insert(flowProgramPages)
      .values({ flowId: target.id, title: 'Неделя 1' })
      .returning();
    if (!page) throw new Error('no programme page');
    const silent = [
      await publish({ flows: [target], disablePushs: true, tags: ['video'] }),
      await publish({ flows: [target], status: 'draft', pubStartDate: null }),
      await publish({ flows: [target], status: 'deactivated' }),
      await publish({ flows: [target], section: 'topic', group: null }),
      await publish({ flows: [target], flowProgramPageId: page.id }),
    ];
    for (const id of silent) {
      expect(await fanOutNewPublicationNotices(db(), id)).toBe(0);
      expect(await receivers(id)).toEqual([]);
    }
    expect(await fanOutNewPublicationNotices(db(), 2_000_000_000)).toBe(0);
    expect(await flagOf(reader)).toBe(false);
  });

  it('leaves no notice of a deleted publication or receiver (not foreign keys: triggers)', async () => {
    const target = await freshFlow();
    const [kept, leaving] = await people(target, {}, {});
    const deleted = await publish({ flows: [target] });
    const other = await publish({ flows: [target] });
    await fanOutNewPublicationNotices(db(), deleted);
    await fanOutNewPublicationNotices(db(), other);

    await db().delete(publications).where(eq(publications.id, deleted));
    expect(await receivers(deleted)).toEqual([]);
    expect(await receivers(other)).toEqual(ids(kept, leaving));

    await db().delete(users).where(eq(users.id, leaving.id));
    expect(await receivers(other)).toEqual(ids(kept));
  });
});

describe('a publication deleted during its fan-out', () => {
  it('is deleted once the fan-out has committed, with its notices', async () => {
    const target = await freshFlow();
    await people(target, {}, {});
    const id = await publish({ flows: [target] });
    let deleting: Promise<unknown> | undefined;
    await db().transaction(async (tx) => {
      expect(await fanOutNewPublicationNotices(tx, id)).toBe(2);
      deleting = db().delete(publications).where(eq(publications.id, id)).execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await deleting;
    expect(await receivers(id)).toEqual([]);
  });
});

describe('queued np fan-outs', () => {
  const queuedParts = async () => (await db().select().from(noticeFanOuts)).length;

  it('sends a publication queued twice once to each reader, its parts side by side', async () => {
    const target = await freshFlow();
    const audience = await people(target, {}, {}, {});
    const id = await publish({ flows: [target], tags: ['video'] });
    await queueNewPublicationNotices(db(), id, null);
    await queueNewPublicationNotices(db(), id, null);
    expect(await queuedParts()).toBe(2);
    expect(await receivers(id)).toEqual([]);

    await sendQueuedNewPublicationNotices(db());
    expect(await receivers(id)).toEqual(ids(...audience));
    expect(await queuedParts()).toBe(0);
  });

  it('sends the other parts when one fails, and keeps the failing one queued', async () => {
    const target = await freshFlow();
    const audience = await people(target, {}, {});
    const failing = await publish({ flows: [target] });
    const next = await publish({ flows: [target] });
    await db().execute(
      sql.raw(`create function refuse_notices() returns trigger language plpgsql as
        'begin raise exception ''refused''; end'`),
    );
    await db().execute(
      sql.raw(`create trigger notices_refused before insert on notices for each row
        when (new.publication_id = ${failing}) execute function refuse_notices()`),
    );
    try {
      await queueNewPublicationNotices(db(), failing, null);
      await queueNewPublicationNotices(db(), next, null);
      await expect(sendQueuedNewPublicationNotices(db())).rejects.toMatchObject({
        cause: { message: 'refused' },
      });
      expect(await receivers(next)).toEqual(ids(...audience));
      const left = await db().select().from(noticeFanOuts);
      expect(left.map((part) => part.publicationId)).toEqual([failing]);
    } finally {
      await db().execute(sql.raw('drop trigger notices_refused on notices'));
      await db().execute(sql.raw('drop function refuse_notices()'));
    }
    await sendQueuedNewPublicationNotices(db());
    expect(await receivers(failing)).toEqual(ids(...audience));
    expect(await queuedParts()).toBe(0);
  });

  it('drops the parts of a publication withdrawn or deleted before they were sent', async () => {
    const target = await freshFlow();
    const [reader] = await people(target, {});
    const withdrawn = await publish({ flows: [target] });
    const deleted = await publish({ flows: [target] });
    await queueNewPublicationNotices(db(), withdrawn, null);
    await queueNewPublicationNotices(db(), deleted, null);
    await db()
      .update(publications)
      .set({ status: 'deactivated' })
      .where(eq(publications.id, withdrawn));
    await db().delete(publications).where(eq(publications.id, deleted));

    await sendQueuedNewPublicationNotices(db());
    expect(await receivers(withdrawn)).toEqual([]);
    expect(await flagOf(reader)).toBe(false);
    expect(await queuedParts()).toBe(0);
  });
});
