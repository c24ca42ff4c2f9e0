import {
  SEARCH_COUNT_LIMIT,
  type CountByGroup,
  type FeedListQuery,
  type FeedListResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import type { ConcurrencyLimit } from '../../runtime/concurrency-limit.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { chooseSearchRead, readMatchIds } from './search-read-repo.ts';
import {
  cappedCounts,
  countedScopes,
  countSearchMatchesByGroup,
  withZeros,
} from './group-counts.ts';
import { loadMorePagination } from './pagination.ts';
import { encodePublicationAnswer, presentPublicationJson } from './publication-json.ts';
import { feedMatching, feedPageScope } from './publication-filters-repo.ts';
import { feedOrder, findIdPage, type IdPage } from './publications-repo.ts';
import { taxonomyIds } from './taxonomy-repo.ts';
import { findSearchBlockHits, presentSearchBlocks, type BlockHits } from './search-blocks.ts';
import type { SharedPageCache } from './shared-page-cache.ts';
import type { Viewer } from './viewer.ts';

/**
 * What a feed search found: the page, the counts per group (over the limit meaning more: see
 * `cappedCount`), each block's best matches, all their posts (`ids`) and the text
 * searched instead of a misspelled one.
 */
export interface FeedSearchHits {
  ids: number[];
  page: IdPage;
  counts: CountByGroup;
  blocks: BlockHits[];
  search_correction?: string;
}

/**
 * A search reading the text index reads its matches' ids once when there are at most this many
 * (`readMatchIds`); more are read from the index by each statement.
 */
const MATCH_IDS_MOST = 10 * SEARCH_COUNT_LIMIT;

/** What feed searches share: their hits per audience, and the slots of those that search. */
export interface FeedSearchCaches {
  pages: SharedPageCache<FeedSearchHits>;
  slots: ConcurrencyLimit;
}

/**
 * A page of the feed's matches of the search text, the counts per group and the search blocks;
 * `audience` names who sees what (a cache key). A misspelled text is searched with its nearest
 * spelling (`search_correction`).
 */
export async function searchFeed(
  db: Db,
  viewer: Viewer,
  query: FeedListQuery,
  audience: string,
  caches: FeedSearchCaches,
): Promise<JsonAnswer<FeedListResponse>> {
  const key = [
    audience,
    `text=${query.full_text_search}`,
    `group=${query.feed_group ?? ''}`,
    `ordering_group=${query.ordering_group ?? ''}`,
    `order=${query.ordering}`,
    `page=${query.page}`,
  ].join(';');
  const { page: hits, details } = await caches.pages.read(db, key, viewer.id, () =>
    caches.slots(() =>
      searchForgivingTypos(
        db,
        query.full_text_search,
        (text) => findFeedSearchHits(db, viewer, { ...query, full_text_search: text }),
        (found) => Object.values(found.counts).some((count) => count > 0),
      ),
    ),
  );
  return encodePublicationAnswer<FeedListResponse>({
    results: presentPublicationJson(hits.page.ids, details, viewer.language),
    pagination: loadMorePagination(query.page, hits.page.hasNext),
    count_by_group: cappedCounts(hits.counts),
    search_blocks: presentSearchBlocks(hits.blocks, hits.counts, details, viewer.language),
    ...(hits.search_correction === undefined ? {} : { search_correction: hits.search_correction }),
  });
}

async function findFeedSearchHits(
  db: Db,
  viewer: Viewer,
  query: FeedListQuery,
): Promise<FeedSearchHits> {
  const text = query.full_text_search;
  const filters = { flows: query.flows, feedTags: query.feed_tags, text };
  // The page, the counts and the blocks want at most the counts' limit of matches each.
  const [chosen, taxonomy, scopes] = await Promise.all([
    chooseSearchRead(db, text, SEARCH_COUNT_LIMIT + 1),
    taxonomyIds(db),
    countedScopes(db, viewer),
  ]);
  const found =
    chosen === 'walk'
      ? undefined
      : await readMatchIds(db, feedMatching(viewer, filters), text, MATCH_IDS_MOST, scopes);
  const read = found?.ids ?? chosen;
  const matching = feedMatching(viewer, { ...filters, read });
  const [page, counts] = await Promise.all([
    findIdPage(
      db,
      feedPageScope(matching, query.feed_group, taxonomy),
      feedOrder(query.ordering),
      query.page,
    ),
    found ? withZeros(found.counts) : countSearchMatchesByGroup(db, matching, scopes),
  ]);
  const selectedGroup = query.ordering_group ?? query.feed_group;
  const blocks = await findSearchBlockHits(db, {
    viewer,
    where: matching,
    text,
    read,
    selectedGroup,
  });
  const ids = [...new Set([...page.ids, ...blocks.flatMap((block) => block.ids)])];
  return { ids, page, counts, blocks };
}
