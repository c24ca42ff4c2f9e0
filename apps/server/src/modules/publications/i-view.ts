/**
 * i_view of a publication for one user (spec 01 §4): with several videos, the share of viewed
 * videos in percent; with one video or none, 100 when the publication (or its one video) is
 * marked viewed, else 0.
 */
export function computeIView(videoViews: readonly boolean[], publicationViewed: boolean): number {
  if (videoViews.length > 1) {
    const viewed = videoViews.filter(Boolean).length;
    return Math.round((100 * viewed) / videoViews.length);
  }
  return publicationViewed || videoViews[0] === true ? 100 : 0;
}
