import type { CommentImage } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './comment-item.module.css';

const ImageViewer = lazy(() =>
  import('../../../shared/publication/image-viewer.tsx').then((module) => ({
    default: module.ImageViewer,
  })),
);

/** A comment's pictures as small previews; one opens in the image viewer (zoom 1×–4×). */
export function CommentImages({ images }: { images: CommentImage[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={styles.images} aria-label={t('comments.images')}>
        {images.map((image, index) => (
          <li key={image.image}>
            <button
              type="button"
              className={styles.imageButton}
              aria-label={t('comments.openImage', { number: index + 1 })}
              onClick={() => setOpen(image.image)}
            >
              <img
                src={image.formatted_image_pico || image.image}
                alt=""
                loading="lazy"
                className={styles.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ImageViewer src={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
