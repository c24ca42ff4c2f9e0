import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  feedGroups,
  feedTags,
  flowProgramPages,
  flows,
  publicateSections,
  publicationFeedTags,
  publicationFlows,
  publicationItems,
  publications,
  wikiPages,
  type NewPublication,
  type NewPublicationItem,
  type Publication,
  type PublicationItem,
} from '../../db/schema.ts';
import { editorStatus, moscowText, nextActivation } from './editor-status-repo.ts';

const p = publications;

export interface EditorPublicationData {
  publication: Publication;
  status: string;
  pubStartDate: string | null;
  activateEventDate: string | null;
  flowIds: number[];
  tagIds: number[];
  items: PublicationItem[];
}

/** The publication with its flows, tags and items (by sort), or undefined. */
export async function findEditorPublication(
  db: Db,
  id: number,
): Promise<EditorPublicationData | undefined> {
  const [row] = await db
    .select({
      publication: p,
      status: editorStatus,
      pubStartDate: moscowText(sql`${p.pubStartDate}`),
      activateEventDate: moscowText(nextActivation),
    })
    .from(p)
    .where(eq(p.id, id))
    .limit(1);
  if (!row) return undefined;
  const [flowRows, tagRows, items] = await Promise.all([
    db
      .select({ id: publicationFlows.flowId })
      .from(publicationFlows)
      .where(eq(publicationFlows.publicationId, id))
      .orderBy(asc(publicationFlows.flowId)),
    db
      .select({ id: publicationFeedTags.tagId })
      .from(publicationFeedTags)
      .where(eq(publicationFeedTags.publicationId, id))
      .orderBy(asc(publicationFeedTags.tagId)),
    findItems(db, id),
  ]);
  return {
    ...row,
    flowIds: flowRows.map((flow) => flow.id),
    tagIds: tagRows.map((tag) => tag.id),
    items,
  };
}

/** The publication's items by sort. */
function findItems(db: Db, publicationId: number): Promise<PublicationItem[]> {
  return db
    .select()
    .from(publicationItems)
    .where(eq(publicationItems.publicationId, publicationId))
    .orderBy(asc(publicationItems.sort), asc(publicationItems.id));
}

/** Which of `wanted` exist in the table of `kind`. */
export async function existingIds(
  db: Db,
  kind: 'section' | 'feed_group' | 'wiki_page' | 'flow_program_page' | 'feed_tags' | 'flows',
  wanted: readonly number[],
): Promise<Set<number>> {
  if (wanted.length === 0) return new Set();
  const table = {
    section: publicateSections,
    feed_group: feedGroups,
    wiki_page: wikiPages,
    flow_program_page: flowProgramPages,
    feed_tags: feedTags,
    flows,
  }[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...wanted]));
  return new Set(rows.map((row) => row.id));
}

/** Whether any publication or item still points at the URL (copies share stored files). */
export async function isFileReferenced(db: Db, url: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (exists (select 1 from ${p} where ${p.previewImage} = ${url})
      or exists (select 1 from ${publicationItems}
        where ${publicationItems.image} = ${url} or ${publicationItems.doc} = ${url})) as used`,
  );
  return row?.used ?? false;
}
/** Deletes the publication (items, flows, tags, schedule, reactions cascade); false if none. */
export async function deletePublication(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(p).where(eq(p.id, id)).returning({ id: p.id });
  return rows.length > 0;
}

/** Inserts a publication row. @returns its id. */
export async function insertPublication(tx: Db, values: NewPublication): Promise<number> {
  const [row] = await tx.insert(p).values(values).returning({ id: p.id });
  if (!row) throw new Error('publication insert returned nothing');
  return row.id;
}

/**
 * Replaces the publication's fields and clears its flows, tags and the blocks not in
 * `keptItemIds` (replaceLinks and writeItems then write the new ones).
 */
export async function resetPublication(
  tx: Db,
  id: number,
  fields: Omit<NewPublication, 'id'>,
  keptItemIds: readonly number[],
): Promise<void> {
  await tx.update(p).set(fields).where(eq(p.id, id));
  await tx.delete(publicationFlows).where(eq(publicationFlows.publicationId, id));
  await tx.delete(publicationFeedTags).where(eq(publicationFeedTags.publicationId, id));
  await tx
    .delete(publicationItems)
    .where(
      keptItemIds.length > 0
        ? and(
            eq(publicationItems.publicationId, id),
            notInArray(publicationItems.id, [...keptItemIds]),
          )
        : eq(publicationItems.publicationId, id),
    );
}

/** Replaces the publication's flows and tags (duplicates once). */
export async function replaceLinks(
  tx: Db,
  publicationId: number,
  flowIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  const uniqueFlows = [...new Set(flowIds)];
  const uniqueTags = [...new Set(tagIds)];
  if (uniqueFlows.length > 0) {
    await tx
      .insert(publicationFlows)
      .values(uniqueFlows.map((flowId) => ({ publicationId, flowId })));
  }
  if (uniqueTags.length > 0) {
    await tx
      .insert(publicationFeedTags)
      .values(uniqueTags.map((tagId) => ({ publicationId, tagId })));
  }
}

/** A block to write: kept (its row updated in place) or new (keptId null). */
export interface ItemWrite {
  keptId: number | null;
  columns: Omit<NewPublicationItem, 'publicationId'>;
}

/** Updates the kept blocks, then inserts the new ones. */
export async function writeItems(
  tx: Db,
  publicationId: number,
  items: readonly ItemWrite[],
): Promise<void> {
  for (const item of items) {
    if (item.keptId) {
      await tx
        .update(publicationItems)
        .set(item.columns)
        .where(eq(publicationItems.id, item.keptId));
    }
  }
  const fresh = items.filter((item) => !item.keptId);
  if (fresh.length > 0) {
    await tx
      .insert(publicationItems)
      .values(fresh.map((item) => ({ ...item.columns, publicationId })));
  }
}

/** Copies the blocks of one publication to another (files shared). */
export async function copyItems(tx: Db, fromId: number, toId: number): Promise<void> {
  const items = await findItems(tx, fromId);
  if (items.length > 0) {
    await tx.insert(publicationItems).values(
      items.map(({ id: _id, publicationId: _from, ...columns }) => ({
        ...columns,
        publicationId: toId,
      })),
    );
  }
}
