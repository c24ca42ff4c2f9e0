import type { Publication, PublicationVideo } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { FileLink } from './file-link.tsx';
import styles from './publication-card.module.css';
import { VideoThumbnails } from './video-thumbnails.tsx';

/**
 * A card's own media: the video thumbnails (opening the video modal) or the preview image, the
 * audio blocks and the file links. `priority`: the image loads at once, with high priority.
 */
export function PublicationCardMedia({
  publication,
  priority,
  onOpenVideo,
}: {
  publication: Publication;
  priority: boolean;
  onOpenVideo: (video: PublicationVideo) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {publication.videos.length > 0 ? (
        <VideoThumbnails videos={publication.videos} onOpen={onOpenVideo} />
      ) : (
        publication.preview_image && (
          <img
            src={publication.preview_image}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className={styles.image}
          />
        )
      )}
      {publication.audios.map((audio, index) => (
        <audio
          key={audio.pk}
          className={styles.audio}
          controls
          preload="none"
          src={audio.audio_url}
          aria-label={t('publication.audio', { number: index + 1 })}
        />
      ))}
      {publication.files.length > 0 && (
        <ul className={styles.files} aria-label={t('publication.files')}>
          {publication.files.map((file) => (
            <li key={file.pk}>
              <FileLink
                publicationId={publication.id}
                itemId={file.pk}
                href={file.doc_url}
                name={file.name}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
