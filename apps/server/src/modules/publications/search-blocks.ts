import {
  SEARCH_BLOCK_SIZE,
  type CountByGroup,
  type Publication,
  type SearchBlock,
  type SearchFolder,
  type SearchGroupSlug,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadPublications } from './publication-loader.ts';
import { localTitle } from './publication-presenter.ts';
import { searchBlockScope } from './publication-filters-repo.ts';
import { canSeeRppGroup, RPP_GROUP } from './publications-policy.ts';
import { findIds, rankOrder } from './publications-repo.ts';
import { findFeedGroupsBySlug } from './taxonomy-repo.ts';
import type { Viewer } from './viewer.ts';

const WIKI_TITLE = { ru: 'Вики', en: 'Wiki' } as const;

/**
 * The groups searched, in block order: Physical Transformation first, or Physical Psychology
 * when that group is the one selected; the psychology block only for those who may see it.
 */
export function searchBlockOrder(
  viewer: Pick<Viewer, 'isStaff' | 'isPaidRpp'>,
  selectedGroup: string | undefined,
): SearchGroupSlug[] {
  if (!canSeeRppGroup(viewer)) return ['physical_transformation', 'wiki'];
  return selectedGroup === RPP_GROUP
    ? ['physical_rpp', 'physical_transformation', 'wiki']
    : ['physical_transformation', 'physical_rpp', 'wiki'];
}

/** Wiki results grouped by wiki page title, in order of their best result. */
export function foldersOf(results: readonly Publication[]): SearchFolder[] {
  const folders = new Map<string, Publication[]>();
  for (const publication of results) {
    const title = publication.wiki_page?.title ?? '';
    const folder = folders.get(title);
    if (folder) folder.push(publication);
    else folders.set(title, [publication]);
  }
  return [...folders].map(([title, list]) => ({ title, results: list }));
}

export interface SearchBlocksInput {
  viewer: Viewer;
  /** Visibility, flows, tags and the text match: everything but the group. */
  where: SQL;
  text: string;
  selectedGroup: string | undefined;
  counts: CountByGroup;
}

/** The search blocks of the feed list (spec 01 §2 Feed screen). */
export async function buildSearchBlocks(db: Db, input: SearchBlocksInput): Promise<SearchBlock[]> {
  const { viewer, where, text, counts } = input;
  const slugs = searchBlockOrder(viewer, input.selectedGroup);
  const groups = await findFeedGroupsBySlug(db, slugs);
  const titleOf = (slug: SearchGroupSlug): string => {
    if (slug === 'wiki') return WIKI_TITLE[viewer.language];
    const group = groups.find((row) => row.slug === slug);
    return group ? localTitle(viewer.language, group) : slug;
  };
  return Promise.all(
    slugs.map(async (slug, index): Promise<SearchBlock> => {
      const scope = searchBlockScope(where, slug);
      const ids = await findIds(db, scope, rankOrder(text), SEARCH_BLOCK_SIZE);
      const results = await loadPublications(db, viewer, ids);
      return {
        order: index + 1,
        slug,
        title: titleOf(slug),
        count: counts[slug],
        results,
        folders: slug === 'wiki' ? foldersOf(results) : [],
      };
    }),
  );
}
