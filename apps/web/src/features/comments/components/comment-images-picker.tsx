import { COMMENT_MAX_IMAGES } from '@app/contract';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageIcon } from './comment-icons.tsx';
import styles from './comment-form.module.css';

/** The comment form's image button and the hidden file input it opens; `onFiles` gets the pick. */
export function CommentImagesPicker({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('comments.attachImages', { count: COMMENT_MAX_IMAGES })}
        title={t('comments.attachImages', { count: COMMENT_MAX_IMAGES })}
        onClick={() => fileRef.current?.click()}
        disabled={disabled}
      >
        <ImageIcon size={20} />
      </button>
      <input
        ref={fileRef}
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        data-testid="comment-images-input"
        onChange={handleChange}
      />
    </>
  );
}
