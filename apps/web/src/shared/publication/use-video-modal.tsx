import type { Publication, PublicationVideo } from '@app/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { logNamedClick } from './log-click.ts';
import { useVideoName } from './video-thumbnails.tsx';

// Loaded on first use: the dialog and its player stay out of the first-load chunk.
const VideoModal = lazy(() =>
  import('./video-modal.tsx').then((module) => ({ default: module.VideoModal })),
);

/**
 * The video modal of `publication`: `openVideo` opens it on a video (logging click-video for
 * 'summary' names); render `modal` where the modal should live.
 */
export function useVideoModal(publication: Publication): {
  openVideo: (video: PublicationVideo) => void;
  modal: ReactNode;
} {
  const [openPk, setOpenPk] = useState<number | null>(null);
  const videoName = useVideoName();
  const openVideo = (video: PublicationVideo) => {
    const index = publication.videos.findIndex((entry) => entry.pk === video.pk);
    logNamedClick('video', videoName(video, Math.max(0, index)), {
      publication: publication.id,
      publication_item: video.pk,
    });
    setOpenPk(video.pk);
  };
  const modal =
    openPk === null ? null : (
      <Suspense fallback={null}>
        <VideoModal
          publication={publication}
          initialVideoPk={openPk}
          onClose={() => setOpenPk(null)}
        />
      </Suspense>
    );
  return { openVideo, modal };
}
