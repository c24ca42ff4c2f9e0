import { api, type Comment } from '@app/contract';
import { apiUrl } from '../../../shared/lib/runtime-config.ts';
import { uploadRequest, type UploadProgress } from './upload-request.ts';

/** What a new comment or reply carries. */
export interface CreateCommentInput {
  publicationId: number;
  /** The comment answered (top-level or a reply); null for a top-level comment. */
  parent: number | null;
  /** Plain text: the server turns newlines into line breaks. */
  text: string;
  images: readonly File[];
}

/** POST comment/create/ (multipart publication, parent, images, text), with upload progress. */
export function createComment(
  { publicationId, parent, text, images }: CreateCommentInput,
  onProgress: UploadProgress,
): Promise<Comment> {
  const form = new FormData();
  form.append('publication', String(publicationId));
  if (parent !== null) form.append('parent', String(parent));
  form.append('text', text);
  for (const image of images) form.append('images', image, image.name);
  return uploadRequest<Comment>(apiUrl(api.commentCreate), form, onProgress);
}
