import {
  SEARCH_BLOCK_SIZE,
  SEARCH_COUNT_LIMIT,
  type CountByGroup,
  type FeedListQuery,
  type FeedListResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import type { ConcurrencyLimit } from '../../runtime/concurrency-limit.ts';
import { searchForgivingTypos } from '../search/forgiving-search.ts';
import { chooseSearchRead, readMatches } from './search-read-repo.ts';
import {
  cappedCounts,
  countedScopes,
  countSearchMatchesByGroup,
  withZeros,
} from './group-counts.ts';
import { loadMorePagination } from './pagination.ts';
import { encodePublicationAnswer, presentPublicationJson } from './publication-json.ts';
import {
  feedFiltered,
  feedMatching,
  feedPagePosts,
  feedPageScope,
  searchBlockScope,
} from './publication-filters-repo.ts';
import { feedOrder, findBestMatchIds, findIdPage, type IdPage } from './publications-repo.ts';
import { taxonomyIds } from './taxonomy-repo.ts';
import { findSearchBlockHits, presentSearchBlocks, type BlockHits } from './search-blocks.ts';
import { bestMatchIds, countMatchesIn, pageOfMatches } from './search-matches.ts';
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
 * A search reading the text index reads its matches once when there are at most this many
 * (`readMatches`) and answers from them; more are read from the index by each statement.
 */
export const MATCHES_READ_MOST = 10 * SEARCH_COUNT_LIMIT;

/** The scope of the matches read once that holds the page's posts (the others are the groups). */
const PAGE_SCOPE = 'page';

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
  const selectedGroup = query.ordering_group ?? query.feed_group;
  const matches =
    chosen === 'walk'
      ? undefined
      : await readMatches<string>(db, feedMatching(viewer, filters), text, MATCHES_READ_MOST, {
          ...scopes,
          [PAGE_SCOPE]: feedPagePosts(query.feed_group, taxonomy),
        });
  if (matches) {
    const page = pageOfMatches(matches, PAGE_SCOPE, query.ordering, query.page);
    const counts = Object.fromEntries(
      Object.keys(scopes).map((key) => [key, countMatchesIn(matches, key)]),
    );
    const blocks = await findSearchBlockHits(db, viewer, selectedGroup, (slug) =>
      bestMatchIds(matches, slug, SEARCH_BLOCK_SIZE),
    );
    return hitsOf(page, withZeros(counts), blocks);
  }
  // Too many matches to read at once: each part is a statement, reading them as `chosen` says.
  const matching = feedMatching(viewer, { ...filters, read: chosen });
  const pageScope = feedPageScope(matching, query.feed_group, taxonomy);
  const [page, counts] = await Promise.all([
    findIdPage(db, pageScope, feedOrder(query.ordering), query.page),
    countSearchMatchesByGroup(db, matching, scopes),
  ]);
  const filtered = feedFiltered(viewer, filters);
  const blocks = await findSearchBlockHits(db, viewer, selectedGroup, (slug) => {
    const blockScope = searchBlockScope(filtered, slug, taxonomy);
    return findBestMatchIds(db, blockScope, { text, read: chosen }, SEARCH_BLOCK_SIZE);
  });
  return hitsOf(page, counts, blocks);
}

function hitsOf(page: IdPage, counts: CountByGroup, blocks: BlockHits[]): FeedSearchHits {
  const ids = [...new Set([...page.ids, ...blocks.flatMap((block) => block.ids)])];
  return { ids, page, counts, blocks };
}
