import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import type { SelectedImage } from '../hooks/use-comment-images.ts';
import styles from './comment-form.module.css';

/** The previews of the images picked for a comment, each with its remove button. */
export function CommentImagePreviews({
  images,
  onRemove,
  disabled,
}: {
  images: SelectedImage[];
  onRemove: (image: SelectedImage) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ul className={styles.previews} aria-label={t('comments.attached')}>
      {images.map((image, index) => (
        <li key={image.url} className={styles.preview}>
          <img src={image.url} alt="" />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('comments.removeImage', { number: index + 1 })}
            onClick={() => onRemove(image)}
            disabled={disabled}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
