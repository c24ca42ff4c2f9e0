import type { Publication } from '@app/contract';

/** i_view of a post from its videos: the share viewed (rounded) for several, 0/100 otherwise. */
export function viewPercent(videos: readonly { is_view: boolean }[], fallback: number): number {
  if (videos.length === 0) return fallback;
  const viewed = videos.filter((video) => video.is_view).length;
  return Math.round((viewed / videos.length) * 100);
}

/** The whole post marked viewed (or not): every video and video item follows (spec 01 §4). */
export function withPostViewed(publication: Publication, viewed: boolean): Publication {
  return {
    ...publication,
    i_view: viewed ? 100 : 0,
    videos: publication.videos.map((video) => ({ ...video, is_view: viewed })),
    publication_items: publication.publication_items.map((item) =>
      item.item_type === 'video_url' ? { ...item, is_view: viewed } : item,
    ),
  };
}

/** One video (publication item `itemId`) marked viewed or not; i_view recomputed. */
export function withItemViewed(
  publication: Publication,
  itemId: number,
  viewed: boolean,
): Publication {
  const videos = publication.videos.map((video) =>
    video.pk === itemId ? { ...video, is_view: viewed } : video,
  );
  return {
    ...publication,
    videos,
    publication_items: publication.publication_items.map((item) =>
      item.id === itemId ? { ...item, is_view: viewed } : item,
    ),
    i_view: viewPercent(videos, viewed ? 100 : 0),
  };
}

/** True when the post counts as viewed as a whole. */
export function isPostViewed(publication: Publication): boolean {
  return publication.i_view >= 100;
}
