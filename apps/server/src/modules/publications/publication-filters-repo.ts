import type { CountByGroup } from '@app/contract';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  addressedTo,
  allOf,
  inFlows,
  inGroup,
  isFeedPost,
  isTopic,
  isWikiPost,
  matchingText,
  visibleTo,
  withAnyTag,
  type TaxonomyIds,
} from '../../db/publication-scope.ts';
import type { SearchRead } from '../../db/full-text-search.ts';
import { publications } from '../../db/schema.ts';
import { RPP_GROUP } from './publications-policy.ts';
import { feedOrder } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/**
 * The WHERE conditions of each publication list, built from the shared visibility scope
 * (db/publication-scope.ts) and what the reader filters by. Services pass them on to the
 * queries of publications-repo without looking inside.
 */

/** What a reader narrows a list to: flows (staff only), tag slugs and a search text. */
export interface ListFilters {
  flows: readonly number[];
  feedTags: readonly string[];
  text: string;
  /** How the text's matches are read (`chooseSearchRead`); from the text index by default. */
  read?: SearchRead;
}

/** Feed posts the viewer sees (the feed tags' counts). */
export function visibleFeedPosts(viewer: Viewer, taxonomy: TaxonomyIds): SQL {
  return allOf(visibleTo(viewer), isFeedPost(taxonomy));
}

/** The viewer's favorites they can still see, with the tag and text filters. */
export function favoritesScope(viewer: Viewer, feedTags: readonly string[], text: string): SQL {
  return allOf(visibleTo(viewer), withAnyTag(feedTags), matchingText(text));
}

/** Community topics the viewer sees, of the flows asked (everyone's filter here). */
export function topicsScope(viewer: Viewer, flows: readonly number[], taxonomy: TaxonomyIds): SQL {
  return allOf(visibleTo(viewer), addressedTo(flows), isTopic(taxonomy));
}

/** Publications the viewer sees matching the feed's filters, whatever their group. */
export function feedMatching(viewer: Viewer, filters: ListFilters): SQL {
  return allOf(feedFiltered(viewer, filters), matchingText(filters.text, filters.read));
}

/** Publications the viewer sees of the feed's flows and tags, whatever their text or group. */
export function feedFiltered(viewer: Viewer, filters: Omit<ListFilters, 'text' | 'read'>): SQL {
  return allOf(visibleTo(viewer), inFlows(viewer, filters.flows), withAnyTag(filters.feedTags));
}

/** The feed page's posts among `matching`: feed posts of the group, pinned ones left out. */
export function feedPageScope(
  matching: SQL,
  group: string | undefined,
  taxonomy: TaxonomyIds,
): SQL {
  return allOf(matching, feedPagePosts(group, taxonomy));
}

/** The posts a feed page of the group may list, whatever else it is filtered by. */
export function feedPagePosts(group: string | undefined, taxonomy: TaxonomyIds): SQL {
  return allOf(isFeedPost(taxonomy), inGroup(group, taxonomy), sql`not ${publications.fix}`);
}

/** The pinned feed posts of the group the viewer sees, with the feed's flow and tag filters. */
export function fixListScope(
  viewer: Viewer,
  filters: Omit<ListFilters, 'text'>,
  group: string | undefined,
  taxonomy: TaxonomyIds,
): SQL {
  return allOf(
    visibleTo(viewer),
    inFlows(viewer, filters.flows),
    withAnyTag(filters.feedTags),
    isFeedPost(taxonomy),
    inGroup(group, taxonomy),
    sql`${publications.fix}`,
  );
}

/** What each group of the feed's counts holds (physical_rpp hidden later unless allowed). */
export function groupCountScopes(taxonomy: TaxonomyIds): Record<keyof CountByGroup, SQL> {
  return {
    physical_transformation: feedGroupPosts('physical_transformation', taxonomy),
    physical_rpp: feedGroupPosts(RPP_GROUP, taxonomy),
    wiki: isWikiPost,
  };
}

/** A search block's posts among `filtered`: the wiki's posts, or the feed group's. */
export function searchBlockScope(filtered: SQL, slug: string, taxonomy: TaxonomyIds): SQL {
  return allOf(filtered, slug === 'wiki' ? isWikiPost : feedGroupPosts(slug, taxonomy));
}

function feedGroupPosts(slug: string, taxonomy: TaxonomyIds): SQL {
  return allOf(isFeedPost(taxonomy), inGroup(slug, taxonomy));
}

/** Posts of the wiki page the viewer sees, with the feed's flow and tag filters. */
export function wikiListScope(
  viewer: Viewer,
  wikiPageId: number,
  filters: Omit<ListFilters, 'text' | 'read'>,
): SQL {
  return allOf(
    visibleTo(viewer),
    eq(publications.wikiPageId, wikiPageId),
    isWikiPost,
    inFlows(viewer, filters.flows),
    withAnyTag(filters.feedTags),
  );
}

/** The wiki list's order without a search text: pinned first, then `ordering`. */
export function wikiListOrder(ordering: Parameters<typeof feedOrder>[0]): SQL[] {
  return [desc(publications.fix), ...feedOrder(ordering)];
}
