import type { PublicationVideo } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, PlayIcon } from '../ui/icons.tsx';
import { thumbnailLayout } from './thumbnail-layout.ts';
import styles from './video-thumbnails.module.css';

/** The name a video is shown under: its own, or 'Video N'. */
export function useVideoName(): (video: PublicationVideo, index: number) => string {
  const { t } = useTranslation();
  return (video, index) =>
    video.video_name || t('publication.videoUntitled', { number: index + 1 });
}

/**
 * The video thumbnails of a post, laid out by their number (one big; two side by side; one big
 * and a row); each opens the video modal on its video.
 */
export function VideoThumbnails({
  videos,
  onOpen,
}: {
  videos: readonly PublicationVideo[];
  onOpen: (video: PublicationVideo) => void;
}) {
  const { t } = useTranslation();
  const videoName = useVideoName();
  const layout = thumbnailLayout(videos.length);
  if (layout === 'none') return null;
  return (
    <ul
      className={`${styles.grid} ${styles[layout]}`}
      data-layout={layout}
      // The row under the big one: the rest of the videos, at most 3 a line.
      style={{ '--row-columns': Math.min(3, videos.length - 1) } as CSSProperties}
    >
      {videos.map((video, index) => (
        <li key={video.pk} className={styles.cell}>
          <button
            type="button"
            className={styles.thumb}
            onClick={() => onOpen(video)}
            aria-label={t('publication.playVideo', { name: videoName(video, index) })}
          >
            {video.video_thumbnail ? (
              <img src={video.video_thumbnail} alt="" loading="lazy" className={styles.image} />
            ) : (
              <span className={styles.placeholder} />
            )}
            <span className={styles.play}>
              <PlayIcon size={index === 0 || layout === 'pair' ? 28 : 20} />
            </span>
            <span className={styles.caption}>
              <span className={styles.captionPlay}>
                <PlayIcon size={14} />
              </span>
              <span className={styles.name}>{videoName(video, index)}</span>
              {video.video_duration && <span>{video.video_duration}</span>}
              {video.is_view && (
                <span className={styles.viewed}>
                  <CheckIcon size={14} />
                  {t('publication.viewedBadge')}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
