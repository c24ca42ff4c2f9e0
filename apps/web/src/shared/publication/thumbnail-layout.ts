/** How the video thumbnails of a card are laid out, by the number of videos. */
export type ThumbnailLayout = 'none' | 'single' | 'pair' | 'lead-and-row';

/** 0: none (the preview image shows); 1: one big; 2: side by side; 3+: one big and a row. */
export function thumbnailLayout(videoCount: number): ThumbnailLayout {
  if (videoCount <= 0) return 'none';
  if (videoCount === 1) return 'single';
  if (videoCount === 2) return 'pair';
  return 'lead-and-row';
}
