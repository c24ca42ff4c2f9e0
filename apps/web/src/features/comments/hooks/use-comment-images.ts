import { COMMENT_IMAGE_MAX_BYTES, COMMENT_MAX_IMAGES } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addImages } from '../lib/comment-rules.ts';

/** An image picked for a comment, with the object URL of its preview. */
export interface SelectedImage {
  file: File;
  url: string;
}

/**
 * The images picked for a comment (≤ 5, each an image under the upload limit) and the warning of
 * the last refused pick. The object URLs of the previews are released when an image leaves and
 * when the form goes.
 */
export function useCommentImages() {
  const { t } = useTranslation();
  const [images, setImages] = useState<SelectedImage[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const imagesRef = useRef(images);

  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const replaceImages = (next: SelectedImage[]) => {
    images
      .filter((image) => !next.includes(image))
      .forEach((image) => URL.revokeObjectURL(image.url));
    setImages(next);
  };

  const addFiles = (files: File[]) => {
    if (files.some((file) => !file.type.startsWith('image/'))) {
      setWarning(t('comments.onlyImages'));
      return;
    }
    // Refused here rather than after a long upload: the server stops such a body at 10 MB.
    if (files.some((file) => file.size > COMMENT_IMAGE_MAX_BYTES)) {
      setWarning(t('comments.errors.tooLarge'));
      return;
    }
    const added = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    const { images: next, tooMany } = addImages(images, added);
    if (tooMany) {
      added.forEach((image) => URL.revokeObjectURL(image.url));
      replaceImages([]);
      setWarning(t('comments.maxFilesWarning', { count: COMMENT_MAX_IMAGES }));
      return;
    }
    setWarning(null);
    setImages(next);
  };

  const remove = (image: SelectedImage) => replaceImages(images.filter((other) => other !== image));

  const clear = () => {
    replaceImages([]);
    setWarning(null);
  };

  return { images, warning, addFiles, remove, clear };
}
