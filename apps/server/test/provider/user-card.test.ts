import { mainSite, UserCardSchema, type UserCard } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import type { User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';

let database: Database;
let t: TestApp;
let client: User;
let otherClient: User;
let staff: User;
let moderator: User;
let superModerator: User;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp(database);
  const { db } = database;
  const flow = await buildFlow(db);
  client = await buildUser(db, {
    flow,
    firstName: 'Анна',
    lastName: 'Смирнова',
    physicalTraining: 'Средний уровень',
    curator: 'Елена Воронцова',
    fatPecent: 27.4,
    weight: 64.2,
    telegramId: '@anna_s',
    linkPersoneTheme: 'https://example.com/theme/1',
    linkPersoneCalk: 'https://example.com/calc/1',
  });
  otherClient = await buildUser(db, { flow });
  staff = await buildUser(db, { isStaff: true });
  moderator = await buildUser(db, { flow, moderator: true });
  superModerator = await buildUser(db, { flow, moderator: true, superModerator: true });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

async function card(userId: number | string, callerId: number | null) {
  const headers = callerId === null ? {} : await bearer(t.tokens, callerId);
  const url = mainSite.userCard(':id').replace(':id', String(userId));
  return t.app.inject({ method: 'GET', url, headers });
}

const annaCard: UserCard = {
  first_name: 'Анна',
  last_name: 'Смирнова',
  physical_training: 'Средний уровень',
  curator: 'Елена Воронцова',
  fat_pecent: 27.4,
  weight: 64.2,
  telegram_id: '@anna_s',
  link_persone_theme: 'https://example.com/theme/1',
  link_persone_calk: 'https://example.com/calc/1',
};

describe('GET get-user-info-for-content-popup', () => {
  it('answers 401 without a token', async () => {
    expect((await card(client.id, null)).statusCode).toBe(401);
  });

  it('answers 403 to clients, also for their own card', async () => {
    for (const caller of [otherClient, client]) {
      const response = await card(client.id, caller.id);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'permission_denied' });
    }
  });

  it('shows moderators the whole card, telegram id included', async () => {
    for (const caller of [moderator, superModerator]) {
      const response = await card(client.id, caller.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(annaCard);
      expect(UserCardSchema.strict().safeParse(response.json()).success).toBe(true);
    }
  });

  it('shows other staff the card without the telegram id', async () => {
    const response = await card(client.id, staff.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...annaCard, telegram_id: null });
  });

  it('answers empty values of a client with no card data', async () => {
    const bare = await buildUser(database.db, { telegramId: '' });
    const response = await card(bare.id, moderator.id);
    expect(response.json()).toMatchObject({
      physical_training: '',
      fat_pecent: null,
      weight: null,
      telegram_id: '',
    });
  });

  it('answers 404 for an unknown user and for staff accounts', async () => {
    expect((await card(2_000_000_000, staff.id)).statusCode).toBe(404);
    expect((await card(staff.id, moderator.id)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await card(id, staff.id);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toHaveProperty('id');
    }
  });
});
