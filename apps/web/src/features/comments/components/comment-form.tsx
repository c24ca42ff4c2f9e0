import {
  COMMENT_IMAGE_MAX_BYTES,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
  type Comment,
} from '@app/contract';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { ImageIcon, SendIcon } from './comment-icons.tsx';
import { useCreateComment } from '../hooks/use-create-comment.ts';
import { addImages, canSend } from '../lib/comment-rules.ts';
import styles from './comment-form.module.css';

/** Default input heights (spec 01 §9): 35 px, 27 px for replies; the box grows with the text. */
const MIN_HEIGHT = { top: 35, reply: 27 } as const;
const MAX_HEIGHT = 320;
/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM = COMMENT_MAX_LENGTH - 500;

interface Selected {
  file: File;
  url: string;
}

export interface CommentFormProps {
  publicationId: number;
  variant: 'top' | 'reply';
  /** The comment answered (a top-level comment or a reply); absent for a new top-level comment. */
  answering?: Comment;
  onSent: (comment: Comment) => void;
  onCancel?: () => void;
}

/**
 * The comment input: an auto-growing text box (≤ 4000 characters), up to 5 images with their
 * previews, the upload progress while sending, Ctrl+Enter to send. Nothing is sent without text
 * or an image; the form empties once the comment is sent.
 */
export function CommentForm({
  publicationId,
  variant,
  answering,
  onSent,
  onCancel,
}: CommentFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [images, setImages] = useState<Selected[]>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const imagesRef = useRef(images);
  const counterId = useId();
  const warningId = useId();
  const { send, sending, progress } = useCreateComment(publicationId, onSent);
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const sendable = canSend(text, images.length) && !sending;
  const addressee = answering
    ? `${answering.jwt_client.first_name} ${answering.jwt_client.last_name}`.trim()
    : '';

  useLayoutEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.style.height = 'auto';
    // An empty box keeps its default height (a long placeholder would otherwise grow it).
    const content = text ? box.scrollHeight + 2 : 0;
    const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT[variant], content));
    box.style.height = `${height}px`;
  }, [text, variant]);

  useEffect(() => {
    if (variant === 'reply') textareaRef.current?.focus();
  }, [variant]);

  // Object URLs of the previews are released when they leave and when the form goes.
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);
  useEffect(() => () => imagesRef.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const replaceImages = (next: Selected[]) => {
    images
      .filter((image) => !next.includes(image))
      .forEach((image) => URL.revokeObjectURL(image.url));
    setImages(next);
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
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

  const submit = async () => {
    if (!sendable) return;
    try {
      await send({
        parent: answering?.pk ?? null,
        text,
        images: images.map((image) => image.file),
      });
    } catch {
      return; // The failure is shown as a toast; the text stays for another try.
    }
    setText('');
    replaceImages([]);
    setWarning(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const label = answering ? t('comments.replyTo', { name: addressee }) : t('comments.newComment');
  return (
    <form
      className={`${styles.form} ${styles[variant]}`}
      onSubmit={handleSubmit}
      aria-label={label}
    >
      {answering && <p className={styles.replyTo}>{label}</p>}
      <div className={styles.box}>
        <textarea
          ref={textareaRef}
          className={styles.input}
          value={text}
          rows={1}
          placeholder={answering ? t('comments.replyPlaceholder') : t('comments.placeholder')}
          aria-label={label}
          aria-invalid={tooLong}
          aria-describedby={`${counterId} ${warningId}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={sending}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('comments.attachImages', { count: COMMENT_MAX_IMAGES })}
          title={t('comments.attachImages', { count: COMMENT_MAX_IMAGES })}
          onClick={() => fileRef.current?.click()}
          disabled={sending}
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
          onChange={handleFiles}
        />
        <Button
          type="submit"
          className={styles.send}
          disabled={!sendable || tooLong}
          aria-label={t('comments.send')}
          title={t('comments.sendHint')}
        >
          <SendIcon size={18} />
          <span className={styles.sendText}>{t('comments.send')}</span>
        </Button>
      </div>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label={t('comments.attached')}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.preview}>
              <img src={image.url} alt="" />
              <button
                type="button"
                className={styles.remove}
                aria-label={t('comments.removeImage', { number: index + 1 })}
                onClick={() => replaceImages(images.filter((other) => other !== image))}
                disabled={sending}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.status}>
        <span id={warningId} role="alert" className={styles.warning}>
          {tooLong ? t('comments.textTooLong', { count: COMMENT_MAX_LENGTH }) : warning}
        </span>
        {progress !== null && (
          <span className={styles.progress}>
            <span
              className={styles.bar}
              role="progressbar"
              aria-label={t('comments.uploading')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
            >
              <span className={styles.fill} style={{ width: `${progress}%` }} />
            </span>
            <span className={styles.percent}>
              {t('comments.uploadProgress', { percent: progress })}
            </span>
          </span>
        )}
        <span
          id={counterId}
          className={`${styles.counter} ${tooLong ? styles.over : ''}`}
          hidden={text.length < COUNTER_FROM}
        >
          {t('comments.counter', { length: text.length, max: COMMENT_MAX_LENGTH })}
        </span>
        {onCancel && (
          <button type="button" className={styles.cancel} onClick={onCancel} disabled={sending}>
            {t('comments.cancelReply')}
          </button>
        )}
      </div>
    </form>
  );
}
