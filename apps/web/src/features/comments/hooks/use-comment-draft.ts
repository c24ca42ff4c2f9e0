import { COMMENT_MAX_LENGTH, type Comment } from '@app/contract';
import { useState } from 'react';
import { useOnline } from '../../../shared/lib/use-online.ts';
import { canSend } from '../lib/comment-rules.ts';
import { useCommentImages } from './use-comment-images.ts';
import { useCreateComment } from './use-create-comment.ts';

/**
 * The comment being written (text and images) and its sending: nothing is sent without text or
 * an image, or while a send runs; the draft empties once the comment is sent and stays after a
 * failure (shown as a toast) for another try. Offline nothing is sent (`offline` says why); the
 * draft can still be written.
 */
export function useCommentDraft(
  publicationId: number,
  answering: Comment | undefined,
  onSent: (comment: Comment) => void,
) {
  const [text, setText] = useState('');
  const images = useCommentImages();
  const { send, sending, progress } = useCreateComment(publicationId, onSent);
  const tooLong = text.length > COMMENT_MAX_LENGTH;
  const offline = !useOnline();
  const sendable = canSend(text, images.images.length) && !sending && !offline;

  const submit = async () => {
    if (!sendable) return;
    try {
      await send({
        parent: answering?.pk ?? null,
        text,
        images: images.images.map((image) => image.file),
      });
    } catch {
      return;
    }
    setText('');
    images.clear();
  };

  return { text, setText, images, submit, sending, progress, tooLong, sendable, offline };
}
