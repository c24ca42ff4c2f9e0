import { CommentCreateFields, type Comment } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { FieldValidationError, HttpError, notFound } from '../../plugins/http-errors.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { prepareImage, removeKeys, storeImages, type StoredImage } from './comment-images.ts';
import { loadComments } from './comment-loader.ts';
import { noticeReply } from './comment-notices-repo.ts';
import { findCommentFacts, findPublication } from './comment-read-repo.ts';
import { commentTextToWeb, isBlankText } from './comment-text.ts';
import type { CommentUpload } from './comment-upload.ts';
import { insertComment, insertCommentImages } from './comment-write-repo.ts';
import { canWriteComments, type CommentViewer } from './comments-policy.ts';

/** Where a new comment goes: top-level, or under `parentId` answering `answered`. */
interface Placement {
  parentId: number | null;
  answered: { id: number; authorId: number } | null;
}

/** 403 before anything is read for users who may not comment at all (green flow). */
export function requireCommenter(viewer: CommentViewer): void {
  if (!canWriteComments(viewer)) {
    throw new HttpError(403, 'Comments are not available on your flow.', 'permission_denied');
  }
}

function parentError(message: string): FieldValidationError {
  return new FieldValidationError({ parent: [message] });
}

/**
 * Resolves `parent`: it must be a live comment of the same publication; a reply to a reply goes
 * under the same top-level comment and names the person answered.
 */
async function placeReply(
  db: Db,
  viewer: CommentViewer,
  publicationId: number,
  parent: number | null,
): Promise<Placement> {
  if (parent === null) return { parentId: null, answered: null };
  const answered = await findCommentFacts(db, parent, viewer);
  if (!answered) throw parentError(`Invalid pk "${parent}" - object does not exist.`);
  if (answered.publicationId !== publicationId) {
    throw parentError('The comment answered belongs to another publication.');
  }
  if (answered.abstractRemoved) throw parentError('The comment answered has been deleted.');
  return {
    parentId: answered.parentId ?? answered.id,
    answered: { id: answered.id, authorId: answered.authorId },
  };
}

/**
 * Creates a comment from a multipart upload: checks the fields, the publication (readable,
 * comments enabled), the parent and the images (by content), stores the re-encoded images,
 * then writes the comment, its images and the rtc notice in one transaction (the triggers of
 * comments update the publication's comments_count and last_comment_date). When anything fails after the files were stored, they are removed.
 */
export async function createComment(
  db: Db,
  storage: FileStorage,
  viewer: CommentViewer,
  upload: CommentUpload,
  now: Date,
): Promise<Comment> {
  requireCommenter(viewer);
  const fields = parseInput(CommentCreateFields, upload.fields);
  const publication = await findPublication(db, fields.publication, viewer);
  if (!publication) throw notFound();
  if (publication.disableComments) {
    throw new HttpError(403, 'Comments are disabled for this publication.', 'comments_disabled');
  }
  const placement = await placeReply(db, viewer, publication.id, fields.parent);
  if (isBlankText(fields.text) && upload.images.length === 0) {
    throw new FieldValidationError({ non_field_errors: ['Write a text or attach an image.'] });
  }
  const prepared = [];
  for (const [i, image] of upload.images.entries()) {
    prepared.push(await prepareImage(image, i, upload.images.length));
  }
  const { stored, keys } = await storeImages(storage, prepared, now);
  try {
    const id = await writeComment(db, {
      viewer,
      publicationId: publication.id,
      placement,
      text: fields.text,
      images: stored,
    });
    const [comment] = await loadComments(db, viewer, [id]);
    if (!comment) throw new Error(`Comment ${id} vanished right after it was created`);
    return comment;
  } catch (error) {
    await removeKeys(storage, keys);
    throw error;
  }
}

/** The comment, its images and its rtc notice, in one transaction. @returns its id. */
async function writeComment(
  db: Db,
  input: {
    viewer: CommentViewer;
    publicationId: number;
    placement: Placement;
    text: string;
    images: StoredImage[];
  },
): Promise<number> {
  const { viewer, publicationId, placement } = input;
  return db.transaction(async (tx) => {
    const id = await insertComment(tx, {
      publicationId,
      authorId: viewer.id,
      parentId: placement.parentId,
      answerToCommentId: placement.answered?.id ?? null,
      replyToUserId: placement.answered?.authorId ?? null,
      text: input.text,
      textWeb: commentTextToWeb(input.text),
    });
    await insertCommentImages(tx, id, input.images);
    if (placement.answered) {
      await noticeReply(tx, { id, authorId: viewer.id, publicationId }, placement.answered);
    }
    return id;
  });
}
