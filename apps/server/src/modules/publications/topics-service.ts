import { COMMENT_PAGE_SIZE, type TopicListQuery, type TopicListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { loadMorePagination } from './pagination.ts';
import { countListedTopLevelComments, loadLastComments } from './topic-comments-repo.ts';
import { presentLastComment } from './publication-presenter.ts';
import { topicsScope } from './publication-filters-repo.ts';
import { taxonomyIds } from './taxonomy-repo.ts';
import { findIdPage, findTopicRows, topicOrder } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/**
 * A page of community topics with their discussion facts. The flow filter is everyone's here
 * (spec 01, Community): staff pick any flow, a client narrows to their own flow's topics.
 */
export async function getTopicList(
  db: Db,
  viewer: Viewer,
  query: TopicListQuery,
): Promise<TopicListResponse> {
  const where = topicsScope(viewer, query.flows, await taxonomyIds(db));
  const page = await findIdPage(db, where, topicOrder(query.ordering), query.page);
  const pagination = loadMorePagination(query.page, page.hasNext);
  if (page.ids.length === 0) return { results: [], pagination };
  const [rows, topLevel, lastComments] = await Promise.all([
    findTopicRows(db, page.ids),
    countListedTopLevelComments(db, page.ids),
    loadLastComments(db, page.ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lastById = new Map(lastComments.map((row) => [row.publicationId, row]));
  const results = page.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        title: row.title,
        preview_text: row.previewText,
        preview_image: row.previewImage ?? '',
        comments_count: row.commentsCount,
        comment_page_count: Math.max(1, Math.ceil((topLevel.get(id) ?? 0) / COMMENT_PAGE_SIZE)),
        last_comment: presentLastComment(lastById.get(id)),
      },
    ];
  });
  return { results, pagination };
}
