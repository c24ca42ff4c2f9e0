import type { FeedTagListResponse, FiltersResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { localTitle } from './publication-presenter.ts';
import { visibleFeedPosts } from './publication-filters-repo.ts';
import { canFilterByFlows, canSeeRppGroup, RPP_GROUP } from './publications-policy.ts';
import {
  findAllFlows,
  findFeedGroups,
  findTagUsage,
  findUserFlows,
  taxonomyIds,
} from './taxonomy-repo.ts';
import type { Viewer } from './viewer.ts';

/** The feed tags with the count and newest date of the feed posts the viewer sees. */
export async function getFeedTags(db: Db, viewer: Viewer): Promise<FeedTagListResponse> {
  const rows = await findTagUsage(db, visibleFeedPosts(viewer, await taxonomyIds(db)));
  return rows.map((row, index) => ({
    slug: row.slug,
    title: localTitle(viewer.language, { title: row.title, titleEn: row.title_en }),
    index,
    count: Number(row.count),
    pub_start_date: row.pub_start_date === null ? null : new Date(row.pub_start_date).toISOString(),
  }));
}

/** The feed groups (tabs) and flows the viewer may filter by. */
export async function getFeedFilters(db: Db, viewer: Viewer): Promise<FiltersResponse> {
  const [groups, flows] = await Promise.all([
    findFeedGroups(db),
    canFilterByFlows(viewer) ? findAllFlows(db) : findUserFlows(db, viewer.id),
  ]);
  return {
    groups: groups
      .filter((group) => group.slug !== RPP_GROUP || canSeeRppGroup(viewer))
      .map((group) => ({
        slug: group.slug,
        title: localTitle(viewer.language, group),
        color: group.color,
      })),
    flows,
  };
}
