import type { Db } from '../../src/db/client.ts';
import {
  comments,
  feedGroups,
  feedTags,
  publicateSections,
  publicationFeedTags,
  publicationFlows,
  publicationItems,
  publications,
  wikiPages,
  type Flow,
  type NewPublication,
  type NewPublicationItem,
  type Publication,
} from '../../src/db/schema.ts';
import { FEED_GROUPS } from '../../src/seed/data/taxonomy.ts';

/** The ids of the groups, sections and tags every publication test needs. */
export interface Taxonomy {
  groups: { physical_transformation: number; physical_rpp: number };
  sections: { feed: number; topic: number };
  tags: Record<'video' | 'article' | 'training', number>;
}

/** Inserts the two feed groups, the two sections and three tags into a fresh database. */
export async function buildTaxonomy(db: Db): Promise<Taxonomy> {
  const [transformation, rpp] = await db
    .insert(feedGroups)
    .values(FEED_GROUPS.map((group) => ({ ...group })))
    .returning();
  const [feed, topic] = await db
    .insert(publicateSections)
    .values([
      { slug: 'feed', title: 'Лента', titleEn: 'Feed' },
      { slug: 'topic', title: 'Сообщество', titleEn: 'Community' },
    ])
    .returning();
  const [video, article, training] = await db
    .insert(feedTags)
    .values([
      { slug: 'video', title: 'Видео', titleEn: 'Video', sort: 1 },
      { slug: 'article', title: 'Статья', titleEn: 'Article', sort: 2 },
      { slug: 'training', title: 'Тренировка', titleEn: 'Workout', sort: 3 },
    ])
    .returning();
  if (!transformation || !rpp || !feed || !topic || !video || !article || !training) {
    throw new Error('buildTaxonomy: nothing inserted');
  }
  return {
    groups: { physical_transformation: transformation.id, physical_rpp: rpp.id },
    sections: { feed: feed.id, topic: topic.id },
    tags: { video: video.id, article: article.id, training: training.id },
  };
}

/** Inserts a wiki page (category), with an English title or none. */
export async function buildWikiPage(db: Db, title: string, titleEn = ''): Promise<number> {
  const [page] = await db.insert(wikiPages).values({ title, titleEn }).returning();
  if (!page) throw new Error('buildWikiPage: nothing inserted');
  return page.id;
}

export interface BuildPublicationOptions extends Partial<NewPublication> {
  /** Feed group slug; default physical_transformation; null for none. */
  group?: keyof Taxonomy['groups'] | null;
  /** Default 'feed'. */
  section?: keyof Taxonomy['sections'];
  flows?: Flow[];
  tags?: (keyof Taxonomy['tags'])[];
  /** Number of video items to add after the text item. */
  videos?: number;
  /** Extra items (documents, audio…). */
  items?: Omit<NewPublicationItem, 'publicationId'>[];
}

export interface BuiltPublication {
  publication: Publication;
  videoIds: number[];
  itemIds: number[];
}

let counter = 0;

/** Inserts a published feed publication (unless overridden) with its flows, tags and items. */
export async function buildPublication(
  db: Db,
  taxonomy: Taxonomy,
  options: BuildPublicationOptions = {},
): Promise<BuiltPublication> {
  const {
    group = 'physical_transformation',
    section = 'feed',
    flows = [],
    tags = [],
    videos = 0,
    items = [],
    ...fields
  } = options;
  counter += 1;
  const [publication] = await db
    .insert(publications)
    .values({
      title: `Публикация ${counter}`,
      status: 'published',
      pubStartDate: new Date(Date.UTC(2026, 0, 1) + counter * 60_000),
      sectionId: taxonomy.sections[section],
      feedGroupId: group === null ? null : taxonomy.groups[group],
      ...fields,
    })
    .returning();
  if (!publication) throw new Error('buildPublication: nothing inserted');
  const id = publication.id;
  if (flows.length > 0) {
    await db
      .insert(publicationFlows)
      .values(flows.map((flow) => ({ publicationId: id, flowId: flow.id })));
  }
  if (tags.length > 0) {
    await db
      .insert(publicationFeedTags)
      .values(tags.map((tag) => ({ publicationId: id, tagId: taxonomy.tags[tag] })));
  }
  const itemRows: NewPublicationItem[] = [
    { publicationId: id, sort: 0, itemType: 'text', text: '<p>Текст</p>' },
    ...Array.from({ length: videos }, (_, i) => ({
      publicationId: id,
      sort: i + 1,
      itemType: 'video_url' as const,
      videoUrl: `https://kinescope.io/embed/v${id}-${i}`,
      videoDomain: 'kinescope.io',
      videoName: `Видео ${i + 1}`,
      videoDuration: '12:30',
    })),
    ...items.map((item, i) => ({ ...item, publicationId: id, sort: videos + 1 + i })),
  ];
  const inserted = await db.insert(publicationItems).values(itemRows).returning();
  return {
    publication,
    videoIds: inserted.filter((item) => item.itemType === 'video_url').map((item) => item.id),
    itemIds: inserted.map((item) => item.id),
  };
}

/** Adds a comment (top-level unless `parentId`); the triggers of comments update the publication. */
export async function buildComment(
  db: Db,
  publicationId: number,
  authorId: number,
  options: { parentId?: number; createdAt?: Date } = {},
): Promise<number> {
  const createdAt = options.createdAt ?? new Date();
  const [comment] = await db
    .insert(comments)
    .values({
      publicationId,
      authorId,
      parentId: options.parentId ?? null,
      text: 'Комментарий',
      textWeb: '<p>Комментарий</p>',
      createdAt,
    })
    .returning();
  if (!comment) throw new Error('buildComment: nothing inserted');
  return comment.id;
}
