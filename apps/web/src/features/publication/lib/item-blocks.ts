import type { Publication, PublicationItem, PublicationVideo } from '@app/contract';

/** What the detail page renders: one item, or a run of consecutive videos laid out together. */
export type ItemBlock =
  | { kind: 'item'; item: PublicationItem }
  | { kind: 'videos'; key: number; videos: PublicationVideo[] };

/** The items of `publication` in order, consecutive video items gathered into one block. */
export function itemBlocks(publication: Publication): ItemBlock[] {
  const videos = new Map(publication.videos.map((video) => [video.pk, video]));
  const blocks: ItemBlock[] = [];
  for (const item of publication.publication_items) {
    if (item.item_type !== 'video_url') {
      blocks.push({ kind: 'item', item });
      continue;
    }
    const video = videos.get(item.id);
    if (!video) continue;
    const last = blocks.at(-1);
    if (last?.kind === 'videos') last.videos.push(video);
    else blocks.push({ kind: 'videos', key: item.id, videos: [video] });
  }
  return blocks;
}
