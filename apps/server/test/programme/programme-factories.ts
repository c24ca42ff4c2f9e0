import type { Db } from '../../src/db/client.ts';
import { flowProgramPages, type Flow } from '../../src/db/schema.ts';
import {
  buildPublication,
  type BuildPublicationOptions,
  type BuiltPublication,
  type Taxonomy,
} from '../publications/publication-factories.ts';

type NewSection = typeof flowProgramPages.$inferInsert;

/** Inserts a programme section of the flow (enabled, part 1 unless overridden). */
export async function buildSection(
  db: Db,
  flow: Flow,
  overrides: Omit<Partial<NewSection>, 'flowId'> = {},
): Promise<number> {
  const [section] = await db
    .insert(flowProgramPages)
    .values({ flowId: flow.id, title: 'Неделя', ...overrides })
    .returning();
  if (!section) throw new Error('buildSection: nothing inserted');
  return section.id;
}

/**
 * Inserts a published lesson of the section for the flow, as the seed does: no section, no feed
 * group, the programme section set; `videos` video items.
 */
export function buildLesson(
  db: Db,
  taxonomy: Taxonomy,
  flow: Flow,
  sectionId: number,
  options: BuildPublicationOptions = {},
): Promise<BuiltPublication> {
  return buildPublication(db, taxonomy, {
    flows: [flow],
    group: null,
    sectionId: null,
    flowProgramPageId: sectionId,
    tags: ['video'],
    ...options,
  });
}
