import '../support/provided-context.ts';
import { toMoscowMinute, type DemoRole } from '@app/contract';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { Flow } from '../../src/db/schema.ts';
import {
  buildComment,
  buildPublication,
  buildTaxonomy,
  type Taxonomy,
} from '../publications/publication-factories.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { adminQuery, databaseUrl } from '../support/postgres-admin.ts';

/** Demo users who write and read in the fleet test, all in one flow. */
export const CLIENT_ROLES: DemoRole[] = ['client', 'paid', 'english'];
/** Readers of the flow besides the demo clients: they receive the new-publication notices too. */
const OTHER_READERS = 4;

/** A database of the run's cluster, copied from the migrated template, with the test's data. */
export interface FleetData {
  databaseUrl: string;
  open(): Promise<Database>;
  taxonomy: Taxonomy;
  flow: Flow;
  /** A published post of the flow to comment on, with top-level comments to answer. */
  publicationId: number;
  parentIds: number[];
  /** User ids of CLIENT_ROLES, in order. */
  clientIds: number[];
  /** Non-staff users of the flow: who a new post of the flow notifies. */
  readers: number;
  drop(): Promise<void>;
}

/** Creates the database and the data: demo clients and staff, readers, a post with comments. */
export async function prepareFleetData(): Promise<FleetData> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `fleet_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateDatabase')}`,
  );
  const url = databaseUrl(adminUrl, name);
  const open = () => openDatabase({ databaseUrl: url });
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const database = await open();
  let data: Awaited<ReturnType<typeof buildData>>;
  try {
    data = await buildData(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    await drop();
    throw error;
  }
  await database.close();
  return { databaseUrl: url, open, drop, ...data };
}

async function buildData(
  database: Database,
): Promise<Omit<FleetData, 'databaseUrl' | 'open' | 'drop'>> {
  const { db } = database;
  const taxonomy = await buildTaxonomy(db);
  const flow = await buildFlow(db);
  const clients = [];
  for (const role of CLIENT_ROLES) clients.push(await buildUser(db, { flow, demoRole: role }));
  for (let i = 0; i < OTHER_READERS; i += 1) await buildUser(db, { flow });
  await buildUser(db, { flow, demoRole: 'staff', isStaff: true });
  const { publication } = await buildPublication(db, taxonomy, { flows: [flow] });
  const parentIds = [];
  for (const user of clients) parentIds.push(await buildComment(db, publication.id, user.id));
  return {
    taxonomy,
    flow,
    publicationId: publication.id,
    parentIds,
    clientIds: clients.map((user) => user.id),
    readers: CLIENT_ROLES.length + OTHER_READERS,
  };
}

/** The current minute in Moscow time as the schedule API writes it ('YYYY-MM-DDTHH:mm'). */
export function moscowMinuteNow(): string {
  return toMoscowMinute(new Date());
}
