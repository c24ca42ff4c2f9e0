import type { WikiListQuery } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { wikiListOrder, wikiListScope } from './publication-filters-repo.ts';
import { findBestMatchPage, findIdPage, type IdPage } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/**
 * A page of ids of the wiki page's posts the viewer may read, as the feed filters them (tags,
 * staff's flows, text): pinned first, then by ordering; with a search text, best match first.
 */
export function findWikiPostPage(
  db: Db,
  viewer: Viewer,
  wikiPageId: number,
  query: WikiListQuery,
): Promise<IdPage> {
  const text = query.full_text_search;
  const scope = wikiListScope(viewer, wikiPageId, {
    flows: query.flows,
    feedTags: query.feed_tags,
  });
  if (text !== '') return findBestMatchPage(db, scope, text, query.page);
  return findIdPage(db, scope, wikiListOrder(query.ordering), query.page);
}
