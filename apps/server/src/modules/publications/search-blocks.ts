import {
  SEARCH_BLOCK_SIZE,
  type CountByGroup,
  type SearchBlock,
  type SearchFolder,
  type SearchGroupSlug,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchRead } from '../../db/full-text-search.ts';
import type { PublicationDetails } from './publication-details-repo.ts';
import { cappedCount } from './group-counts.ts';
import {
  presentPublicationJson,
  type ReaderPublication,
  type WithReaderPublications,
} from './publication-json.ts';
import { localTitle } from './publication-presenter.ts';
import { searchBlockScope } from './publication-filters-repo.ts';
import { canSeeRppGroup, RPP_GROUP } from './publications-policy.ts';
import { findBestMatchIds } from './publications-repo.ts';
import { findFeedGroupsBySlug, taxonomyIds } from './taxonomy-repo.ts';
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
function foldersOf(results: readonly ReaderPublication[]): WithReaderPublications<SearchFolder>[] {
  const folders = new Map<string, ReaderPublication[]>();
  for (const publication of results) {
    const title = publication.wikiPageTitle;
    const folder = folders.get(title);
    if (folder) folder.push(publication);
    else folders.set(title, [publication]);
  }
  return [...folders].map(([title, list]) => ({ title, results: list }));
}

/** A search block's best matches: the publications of one group (or the wiki) in rank order. */
export interface BlockHits {
  slug: SearchGroupSlug;
  /** The feed group's titles; null for the wiki block. */
  group: { title: string; titleEn: string } | null;
  ids: number[];
}

export interface SearchBlocksInput {
  viewer: Viewer;
  /** Visibility, flows, tags and the text match: everything but the group. */
  where: SQL;
  text: string;
  /** How the text's matches are read (`chooseSearchRead`). */
  read: SearchRead;
  selectedGroup: string | undefined;
}

/** The best matches of each search block, in block order (spec 01 §2 Feed screen). */
export async function findSearchBlockHits(db: Db, input: SearchBlocksInput): Promise<BlockHits[]> {
  const { viewer, where, text, read } = input;
  const slugs = searchBlockOrder(viewer, input.selectedGroup);
  const [groups, taxonomy] = await Promise.all([findFeedGroupsBySlug(db, slugs), taxonomyIds(db)]);
  return Promise.all(
    slugs.map(async (slug): Promise<BlockHits> => {
      const group = groups.find((row) => row.slug === slug);
      return {
        slug,
        group: group ? { title: group.title, titleEn: group.titleEn } : null,
        ids: await findBestMatchIds(
          db,
          searchBlockScope(where, slug, taxonomy),
          { text, read },
          SEARCH_BLOCK_SIZE,
        ),
      };
    }),
  );
}

/** The search blocks of the feed list from their hits, in the viewer's language. */
export function presentSearchBlocks(
  hits: readonly BlockHits[],
  counts: CountByGroup,
  details: PublicationDetails,
  language: 'ru' | 'en',
): WithReaderPublications<SearchBlock>[] {
  return hits.map(({ slug, group, ids }, index) => {
    const results = presentPublicationJson(ids, details, language);
    return {
      order: index + 1,
      slug,
      title: slug === 'wiki' ? WIKI_TITLE[language] : group ? localTitle(language, group) : slug,
      ...cappedCount(counts[slug]),
      results,
      folders: slug === 'wiki' ? foldersOf(results) : [],
    };
  });
}
