import type { Publication, PublicationItem } from '@app/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../shared/publication/file-link.tsx';
import { useVideoModal } from '../../../shared/publication/use-video-modal.tsx';
import { VideoThumbnails } from '../../../shared/publication/video-thumbnails.tsx';
import { itemBlocks } from '../lib/item-blocks.ts';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import styles from './publication-items.module.css';

const ImageViewer = lazy(() =>
  import('../../../shared/publication/image-viewer.tsx').then((module) => ({
    default: module.ImageViewer,
  })),
);

/**
 * The items of a publication in order: sanitised rich text, images (opening the image viewer),
 * runs of videos laid out by their number (opening the video modal), audio players and document links.
 */
export function PublicationItems({ publication }: { publication: Publication }) {
  const { openVideo, modal } = useVideoModal(publication);
  const [openImage, setOpenImage] = useState<string | null>(null);
  return (
    <div className={styles.items}>
      {itemBlocks(publication).map((block) =>
        block.kind === 'videos' ? (
          <VideoThumbnails key={`v${block.key}`} videos={block.videos} onOpen={openVideo} />
        ) : (
          <Item
            key={block.item.id}
            item={block.item}
            publication={publication}
            onOpenImage={setOpenImage}
          />
        ),
      )}
      {modal}
      {openImage && (
        <Suspense fallback={null}>
          <ImageViewer src={openImage} onClose={() => setOpenImage(null)} />
        </Suspense>
      )}
    </div>
  );
}

function Item({
  item,
  publication,
  onOpenImage,
}: {
  item: PublicationItem;
  publication: Publication;
  onOpenImage: (src: string) => void;
}) {
  const { t } = useTranslation();
  switch (item.item_type) {
    case 'text':
      return <RichText html={item.text} />;
    case 'image':
      return item.image ? (
        <button
          type="button"
          className={styles.imageButton}
          onClick={() => onOpenImage(item.image)}
          aria-label={t('publication.openImage')}
        >
          <img src={item.image} alt="" loading="lazy" className={styles.image} />
        </button>
      ) : null;
    case 'video_url':
      // Videos are rendered by runs (itemBlocks).
      return null;
    case 'audio_url':
      return item.audio_url ? (
        <audio
          className={styles.audio}
          controls
          preload="none"
          src={item.audio_url}
          aria-label={t('publication.audio', {
            number: publication.audios.findIndex((audio) => audio.pk === item.id) + 1,
          })}
        />
      ) : null;
    case 'doc':
      return item.doc ? (
        <FileLink
          publicationId={publication.id}
          itemId={item.id}
          href={item.doc}
          name={item.doc_name}
        />
      ) : null;
  }
}

function RichText({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={styles.text} dangerouslySetInnerHTML={{ __html: safe }} />;
}
