import { endpoints, type Comment } from '@app/contract';
import { callUploadApi } from '../../../shared/lib/upload-request.ts';

/** Sent share of the comment's upload, 0–100. */
export type UploadPercent = (percent: number) => void;

/** What a new comment or reply carries. */
export interface CreateCommentInput {
  publicationId: number;
  /** The comment answered (top-level or a reply); null for a top-level comment. */
  parent: number | null;
  /** Plain text: the server turns newlines into line breaks. */
  text: string;
  images: readonly File[];
}

/**
 * POST comment/create/ (multipart publication, parent, images, text), with upload progress; the
 * server's field errors come with codes the form translates.
 */
export function createComment(
  { publicationId, parent, text, images }: CreateCommentInput,
  onProgress: UploadPercent,
): Promise<Comment> {
  const form = new FormData();
  form.append('publication', String(publicationId));
  if (parent !== null) form.append('parent', String(parent));
  form.append('text', text);
  for (const image of images) form.append('images', image, image.name);
  // The comment form words its own failures (a toast, the text kept): no error screens.
  return callUploadApi(endpoints.commentCreate, {
    body: form,
    handleErrors: false,
    onUploadProgress: ({ loaded, total }) =>
      onProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
  });
}
