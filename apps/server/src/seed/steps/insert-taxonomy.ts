import { feedGroups, feedTags, flows, publicateSections } from '../../db/schema.ts';
import { FEED_GROUPS, FEED_TAGS, FLOWS, SECTIONS } from '../data/taxonomy.ts';
import type { FlowKey, TagSlug } from '../data/types.ts';
import type { SeedContext, Taxonomy } from './context.ts';
import { idAt } from './rows.ts';

/** Inserts the flows, feed groups, tags and sections. */
export async function insertTaxonomy({ tx }: SeedContext): Promise<Taxonomy> {
  const flowKeys = Object.keys(FLOWS) as FlowKey[];
  const flowRows = await tx
    .insert(flows)
    .values(
      flowKeys.map((key) => {
        const flow = FLOWS[key];
        return {
          name: flow.name,
          isGreen: flow.isGreen ?? false,
          forUae: flow.forUae ?? false,
          shopIconStatus: flow.shopIconStatus,
        };
      }),
    )
    .returning({ id: flows.id });
  const groupRows = await tx
    .insert(feedGroups)
    .values([...FEED_GROUPS])
    .returning({ id: feedGroups.id, slug: feedGroups.slug });
  const tagRows = await tx
    .insert(feedTags)
    .values(FEED_TAGS.map((tag, i) => ({ ...tag, sort: i + 1 })))
    .returning({ id: feedTags.id, slug: feedTags.slug });
  const sectionRows = await tx
    .insert(publicateSections)
    .values([...SECTIONS])
    .returning({ id: publicateSections.id, slug: publicateSections.slug });

  return {
    flows: Object.fromEntries(
      flowKeys.map((key, i) => [key, idAt(flowRows, i)]),
    ) as Taxonomy['flows'],
    groups: bySlug(groupRows) as Taxonomy['groups'],
    tags: bySlug(tagRows) as Record<TagSlug, number>,
    sections: bySlug(sectionRows) as Taxonomy['sections'],
  };
}

function bySlug(rows: { id: number; slug: string }[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}
