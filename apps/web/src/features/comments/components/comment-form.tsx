import type { Comment } from '@app/contract';
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { useAutoGrow } from '../hooks/use-auto-grow.ts';
import { useCommentDraft } from '../hooks/use-comment-draft.ts';
import { CommentFormStatus } from './comment-form-status.tsx';
import { SendIcon } from './comment-icons.tsx';
import { CommentImagePreviews } from './comment-image-previews.tsx';
import { CommentImagesPicker } from './comment-images-picker.tsx';
import styles from './comment-form.module.css';

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
  const draft = useCommentDraft(publicationId, answering, onSent);
  const { text, images, sending, tooLong, offline } = draft;
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const warningId = useId();
  useAutoGrow(textareaRef, text, variant);

  useEffect(() => {
    if (variant === 'reply') textareaRef.current?.focus();
  }, [variant]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void draft.submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void draft.submit();
    }
  };

  const addressee = answering
    ? `${answering.jwt_client.first_name} ${answering.jwt_client.last_name}`.trim()
    : '';
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
          onChange={(event) => draft.setText(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={sending}
        />
        <CommentImagesPicker onFiles={images.addFiles} disabled={sending} />
        <Button
          type="submit"
          className={styles.send}
          disabled={!draft.sendable || tooLong}
          aria-label={t('comments.send')}
          aria-describedby={offline ? warningId : undefined}
          title={t('comments.sendHint')}
        >
          <SendIcon size={18} />
          <span className={styles.sendText}>{t('comments.send')}</span>
        </Button>
      </div>
      <CommentImagePreviews images={images.images} onRemove={images.remove} disabled={sending} />
      <CommentFormStatus
        warningId={warningId}
        offline={offline}
        counterId={counterId}
        textLength={text.length}
        warning={images.warning}
        progress={draft.progress}
        sending={sending}
        onCancel={onCancel}
      />
    </form>
  );
}
