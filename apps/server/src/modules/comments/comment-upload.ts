import { COMMENT_IMAGE_MAX_BYTES, COMMENT_MAX_IMAGES } from '@app/contract';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { guardBody, type BodyGuard } from '../../plugins/body-guard.ts';
import { FieldValidationError, HttpError } from '../../plugins/http-errors.ts';

/** The parts of a comment/create/ request: text fields and the `images` files. */
export interface CommentUpload {
  fields: Record<string, string>;
  images: Buffer[];
}

const MAX_MB = COMMENT_IMAGE_MAX_BYTES / (1024 * 1024);
/** The text field is at most 4000 characters, up to 4 bytes each in UTF-8. */
const FIELD_MAX_BYTES = 64 * 1024;
/**
 * A whole comment body: every image at its limit, and a megabyte for the text and other fields,
 * the boundaries and part headers (a browser's five 10 MB photos and 4000 characters fit).
 */
export const COMMENT_UPLOAD_MAX_BYTES = COMMENT_MAX_IMAGES * COMMENT_IMAGE_MAX_BYTES + 1024 * 1024;

/** Fastify-multipart's limit errors, answered as field errors. */
const LIMIT_MESSAGES: Record<string, Record<string, string[]>> = {
  FST_FILES_LIMIT: {
    images: [`Ensure this field has no more than ${COMMENT_MAX_IMAGES} images.`],
  },
  FST_FIELDS_LIMIT: { non_field_errors: ['Too many fields.'] },
  FST_PARTS_LIMIT: { non_field_errors: ['Too many fields.'] },
  FST_PROTO_VIOLATION: { non_field_errors: ['Malformed request.'] },
  FST_INVALID_JSON_FIELD_ERROR: { non_field_errors: ['Malformed request.'] },
};

const LIMITS = {
  files: COMMENT_MAX_IMAGES,
  fileSize: COMMENT_IMAGE_MAX_BYTES,
  fields: 20,
  fieldSize: FIELD_MAX_BYTES,
  parts: 40,
};

const uploadTooLarge = () =>
  new HttpError(
    413,
    `The comment is too large: at most ${COMMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB in all.`,
    'payload_too_large',
  );
const imageTooLarge = () =>
  new HttpError(413, `Each image must be at most ${MAX_MB} MB.`, 'payload_too_large');

/**
 * Reads a multipart comment: the first value of each text field and every `images` file, each
 * file at most COMMENT_IMAGE_MAX_BYTES, at most COMMENT_MAX_IMAGES of them and at most
 * COMMENT_UPLOAD_MAX_BYTES in all. The limits hold while streaming: a body announced or found
 * over them is refused at once and not read further. Empty file parts (an empty file input) are
 * skipped.
 * @throws HttpError 413 `payload_too_large` over a size limit; FieldValidationError (400) for a
 *   non-multipart body, too many images or fields, other file fields, a broken body.
 */
export async function readCommentUpload(request: FastifyRequest): Promise<CommentUpload> {
  if (!request.isMultipart()) {
    throw new FieldValidationError({
      non_field_errors: ['Send the comment as multipart/form-data.'],
    });
  }
  if (Number(request.headers['content-length']) > COMMENT_UPLOAD_MAX_BYTES) throw uploadTooLarge();
  // The guard listens in the same tick as the first next() pipes the body into the parser.
  const guard = guardBody(request.raw, COMMENT_UPLOAD_MAX_BYTES, uploadTooLarge);
  try {
    return await readParts(request.parts({ limits: LIMITS }), guard);
  } catch (error) {
    // Once a limit stopped the body, the parser may fail in its own words: the limit answers.
    const answer = guard.reason ?? answerOf(error);
    guard.stop(answer);
    throw answer;
  } finally {
    guard.release();
  }
}

async function readParts(
  parts: AsyncIterableIterator<Multipart>,
  guard: BodyGuard,
): Promise<CommentUpload> {
  const upload: CommentUpload = { fields: {}, images: [] };
  const errors: Record<string, string[]> = {};
  for (;;) {
    const next = await guard.step(parts.next());
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      const data = await readFile(part, guard);
      if (part.fieldname !== 'images') {
        errors[part.fieldname] = ['Only images can be attached, as `images`.'];
      } else if (data.length > 0) upload.images.push(data);
      continue;
    }
    if (part.valueTruncated) errors[part.fieldname] = ['This value is too long.'];
    else upload.fields[part.fieldname] ??= String(part.value);
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return upload;
}

/** A file part in memory; past COMMENT_IMAGE_MAX_BYTES the body is stopped (413). */
async function readFile(part: MultipartFile, guard: BodyGuard): Promise<Buffer> {
  const tooLarge = () => guard.stop(imageTooLarge());
  // The parser may have gone past the limit already (a body that arrived in one piece).
  if (part.file.truncated) tooLarge();
  else part.file.once('limit', tooLarge);
  const chunks: Buffer[] = [];
  const reader = part.file[Symbol.asyncIterator]();
  for (;;) {
    const next = await guard.step<IteratorResult<Buffer>>(reader.next());
    if (next.done) return Buffer.concat(chunks);
    chunks.push(next.value);
  }
}

/** What a failed reading answers: our field errors as they are, multipart's limits as fields. */
function answerOf(error: unknown): Error {
  if (error instanceof FieldValidationError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const fields = LIMIT_MESSAGES[code];
  if (fields) return new FieldValidationError(fields);
  // Anything else here is a broken body (busboy's "Unexpected end of form" and the like).
  return new FieldValidationError({ non_field_errors: ['Malformed multipart body.'] });
}
