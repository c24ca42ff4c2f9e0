import {
  publicationFeedTags,
  publicationFlows,
  publicationItems,
  publications,
  type NewPublicationItem,
} from '../../db/schema.ts';
import type { BlockSeed } from '../data/types.ts';
import { renderMarkup } from '../markup.ts';
import { addDays, moscowTime } from '../moscow-time.ts';
import type { People, SeedContext, SeededPost, Taxonomy } from './context.ts';
import type { PublicationPlan } from './publication-plans.ts';
import { idAt, inChunks } from './rows.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type ItemDraft = Omit<NewPublicationItem, 'publicationId'>;

/**
 * The publication row and block rows of one plan: release and creation dates and the cover
 * drawn from the seed's random source (so the order of the calls keeps the demo data stable).
 */
function draftOf(ctx: SeedContext, plan: PublicationPlan, index: number, authorId: number) {
  const { random, media, now } = ctx;
  const items = plan.post.blocks.map((block, sort) => toItem(ctx, block, sort));
  const published = plan.status !== 'draft';
  const pubStartDate = published
    ? moscowTime(now, -plan.post.daysAgo, random.int(8, 20), random.pick([0, 15, 30, 45]))
    : null;
  const createdAt = pubStartDate ? addDays(pubStartDate, -1) : addDays(now, -random.int(1, 5) / 24);
  const cover =
    !plan.isLesson && random.chance(0.85)
      ? (media.covers[index % media.covers.length] ?? null)
      : null;
  return {
    plan,
    items: items.map((item) => item.row),
    row: {
      title: plan.post.title,
      previewText: plan.post.preview,
      previewImage: cover,
      language: plan.language,
      sectionId: plan.sectionId,
      feedGroupId: plan.groupId,
      wikiPageId: plan.wikiPageId,
      flowProgramPageId: plan.programPageId,
      status: plan.status,
      pubStartDate,
      fix: plan.post.fix ?? false,
      disableComments: plan.post.disableComments ?? false,
      readTime: plan.post.readTime ?? 0,
      authorId,
      createdAt,
      updatedAt: createdAt,
      bodyText: items.flatMap((item) => (item.plain ? [item.plain] : [])).join('\n'),
    },
  };
}

/** Inserts the planned publications with their items, flows and tags. */
export async function insertPublications(
  ctx: SeedContext,
  plans: PublicationPlan[],
  taxonomy: Taxonomy,
  people: People,
): Promise<SeededPost[]> {
  const { tx } = ctx;
  const drafts = plans.map((plan, i) => draftOf(ctx, plan, i, people.demo.staff.id));

  const publicationRows = await inChunks(drafts, 200, (chunk) =>
    tx
      .insert(publications)
      .values(chunk.map((draft) => draft.row))
      .returning({ id: publications.id }),
  );
  const itemRows = drafts.flatMap((draft, i) =>
    draft.items.map((item) => ({ ...item, publicationId: idAt(publicationRows, i) })),
  );
  const insertedItems = await inChunks(itemRows, 500, (chunk) =>
    tx.insert(publicationItems).values(chunk).returning({
      id: publicationItems.id,
      publicationId: publicationItems.publicationId,
      itemType: publicationItems.itemType,
    }),
  );
  await tx.insert(publicationFlows).values(
    drafts.flatMap((draft, i) =>
      draft.plan.flows.map((flow) => ({
        publicationId: idAt(publicationRows, i),
        flowId: taxonomy.flows[flow],
      })),
    ),
  );
  await tx.insert(publicationFeedTags).values(
    drafts.flatMap((draft, i) =>
      draft.plan.post.tags.map((tag) => ({
        publicationId: idAt(publicationRows, i),
        tagId: taxonomy.tags[tag],
      })),
    ),
  );

  return drafts.map(({ plan, row }, i) => {
    const id = idAt(publicationRows, i);
    const itemsOf = (type: string): number[] =>
      insertedItems
        .filter((item) => item.publicationId === id && item.itemType === type)
        .map((item) => item.id);
    return {
      id,
      key: plan.post.key,
      status: plan.status,
      pubStartDate: row.pubStartDate,
      flows: plan.flows,
      language: plan.language,
      tags: plan.post.tags,
      isLesson: plan.isLesson,
      fix: row.fix,
      videoItemIds: itemsOf('video_url'),
      docItemIds: itemsOf('doc'),
      activateInDays: plan.activateInDays,
    };
  });
}

function toItem(
  { random, media }: SeedContext,
  block: BlockSeed,
  sort: number,
): { row: ItemDraft; plain?: string } {
  if (typeof block === 'string') {
    const { html, plain } = renderMarkup(block);
    return { row: { sort, itemType: 'text', text: html }, plain };
  }
  if ('photo' in block) {
    return {
      row: { sort, itemType: 'image', image: media.photos[block.photo % media.photos.length] },
    };
  }
  if ('audio' in block) {
    return { row: { sort, itemType: 'audio_url', audioUrl: media.audio[block.audio] } };
  }
  if ('doc' in block) {
    const doc = media.docs[block.doc];
    return { row: { sort, itemType: 'doc', doc: doc.url, docName: doc.name } };
  }
  const { name, duration, services } = block.video;
  const kinescope = services !== 'youtube';
  const youtube = services !== 'kinescope';
  return {
    row: {
      sort,
      itemType: 'video_url',
      videoUrl: kinescope ? `https://kinescope.io/embed/${random.token(20, ALPHANUMERIC)}` : null,
      videoDomain: kinescope ? 'kinescope.io' : null,
      videoUrl2: youtube
        ? `https://www.youtube.com/embed/${random.token(11, `${ALPHANUMERIC}-_`)}`
        : null,
      videoDomain2: youtube ? 'youtube.com' : null,
      videoName: name,
      videoDuration: duration,
      videoThumbnail: random.pick(media.thumbnails),
    },
  };
}
