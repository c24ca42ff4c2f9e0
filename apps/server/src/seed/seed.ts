import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { SCHEMA_LOCK_KEY } from '../db/migrate.ts';
import * as schema from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createMediaLibrary } from './media/media-library.ts';
import { createRandom } from './random.ts';
import type { SeedContext } from './steps/context.ts';
import { insertComments } from './steps/insert-comments.ts';
import { insertEvents } from './steps/insert-events.ts';
import { insertNotices } from './steps/insert-notices.ts';
import { insertPeople } from './steps/insert-people.ts';
import { insertPublications } from './steps/insert-publications.ts';
import { insertReactions } from './steps/insert-reactions.ts';
import { insertSchedule } from './steps/insert-schedule.ts';
import { insertStructure } from './steps/insert-structure.ts';
import { insertTaxonomy } from './steps/insert-taxonomy.ts';
import { planPublications } from './steps/publication-plans.ts';

export interface SeedOptions {
  storage: FileStorage;
  /** The moment the content is dated from (publication dates lie in the weeks before it). */
  now?: Date;
}

/** Any fixed number: the same seed gives the same demo data every time. */
const RANDOM_SEED = 20_240_901;

/** True when the database holds no flows, users or publications (a fresh install). */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const { db } = database;
  const [flow] = await db.select({ id: schema.flows.id }).from(schema.flows).limit(1);
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  const [post] = await db.select({ id: schema.publications.id }).from(schema.publications).limit(1);
  return !flow && !user && !post;
}

/**
 * Fills an empty, migrated database with the demo content (see ./data): flows, one demo user per
 * role (users.demo_role) and other participants, feed, wiki, community and programme publications
 * with generated media, comments, reactions, notices, schedule and event history. Every user gets
 * a notice_settings row with all notices on, the rpp_ channel included (the API shows it only to
 * paid-flow users). Runs in one transaction, then ANALYZE.
 * @throws Error when the database is not empty.
 */
export async function seedDemoData(database: Database, opts: SeedOptions): Promise<void> {
  await refuseUnlessEmpty(database);
  if (!(await seedIfStillEmpty(database, opts))) throw notEmpty();
}

/**
 * Seeds the demo data unless the database holds data, answering whether it did. Servers starting
 * together on one empty database may all call it: one seeds, the others find the data and go on.
 */
export async function seedDemoDataIfEmpty(database: Database, opts: SeedOptions): Promise<boolean> {
  return (await isDatabaseEmpty(database)) && seedIfStillEmpty(database, opts);
}

/**
 * Seeds under the schema lock (the migrations' advisory lock), checking emptiness again inside it:
 * a server that waited for another's seeding finds the data and seeds nothing.
 */
async function seedIfStillEmpty(database: Database, opts: SeedOptions): Promise<boolean> {
  const random = createRandom(RANDOM_SEED);
  const now = opts.now ?? new Date();
  // Stored before the transaction (it must stay short); the same keys each time, so a server
  // that ends up not seeding has only rewritten identical files.
  const media = await createMediaLibrary(opts.storage, random);
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`);
    if (!(await isDatabaseEmpty({ ...database, db: tx }))) return false;
    const ctx: SeedContext = { tx, random, media, now };
    const taxonomy = await insertTaxonomy(ctx);
    const people = await insertPeople(ctx, taxonomy);
    const structure = await insertStructure(ctx, taxonomy);
    const posts = await insertPublications(
      ctx,
      planPublications(taxonomy, structure),
      taxonomy,
      people,
    );
    const activity = await insertComments(ctx, posts, people);
    await insertReactions(ctx, posts, people);
    await insertNotices(ctx, posts, people, activity);
    await insertSchedule(ctx, posts, people);
    await insertEvents(ctx, posts, people, structure);
    return true;
  });
  // PGlite gathers no statistics by itself; fresh ones help PostgreSQL too.
  if (seeded) await database.db.execute(sql`analyze`);
  return seeded;
}

async function refuseUnlessEmpty(database: Database): Promise<void> {
  if (!(await isDatabaseEmpty(database))) throw notEmpty();
}

function notEmpty(): Error {
  return new Error('The database already holds data: demo data goes only into an empty one.');
}

/** Empties every table of the schema (TRUNCATE … RESTART IDENTITY CASCADE). */
export async function wipeDatabase(database: Database): Promise<void> {
  const tables = Object.values<unknown>(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => sql.identifier(getTableName(table)));
  await database.db.execute(
    sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`,
  );
}

/** Wipes the database and seeds the demo data again. */
export async function resetDemoData(database: Database, opts: SeedOptions): Promise<void> {
  await wipeDatabase(database);
  await seedDemoData(database, opts);
}
