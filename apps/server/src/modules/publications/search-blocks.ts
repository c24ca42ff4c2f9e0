import {
  type CountByGroup,
  type SearchBlock,
  type SearchFolder,
  type SearchGroupSlug,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { PublicationDetails } from './publication-details-repo.ts';
import { cappedCount } from './group-counts.ts';
import {
  presentPublicationJson,
  type ReaderPublication,
  type WithReaderPublications,
} from './publication-json.ts';
import { localTitle } from './publication-presenter.ts';
import { canSeeRppGroup, RPP_GROUP } from './publications-policy.ts';
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

/**
 * The best matches of each search block the viewer sees, in block order (spec 01 §2 Feed
 * screen): `bestIds` finds a group's (or the wiki's) best matches.
 */
export async function findSearchBlockHits(
  db: Db,
  viewer: Viewer,
  selectedGroup: string | undefined,
  bestIds: (slug: SearchGroupSlug) => Promise<number[]> | number[],
): Promise<BlockHits[]> {
  const slugs = searchBlockOrder(viewer, selectedGroup);
  const groups = await findFeedGroupsBySlug(db, slugs);
  return Promise.all(
    slugs.map(async (slug): Promise<BlockHits> => {
      const group = groups.find((row) => row.slug === slug);
      return {
        slug,
        group: group ? { title: group.title, titleEn: group.titleEn } : null,
        ids: await bestIds(slug),
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
    const wiki = slug === 'wiki';
    return {
      order: index + 1,
      slug,
      title: wiki ? WIKI_TITLE[language] : group ? localTitle(language, group) : slug,
      ...cappedCount(counts[slug]),
      // The wiki's results are sent once, in their folders (the SPA shows them there).
      results: wiki ? [] : results,
      folders: wiki ? foldersOf(results) : [],
    };
  });
}
