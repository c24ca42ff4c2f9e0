import { COMMENT_IMAGE_MAX_BYTES, COMMENT_MAX_IMAGES } from '@app/contract';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FieldValidationError } from '../../plugins/http-errors.ts';

/** The parts of a comment/create/ request: text fields and the `images` files. */
export interface CommentUpload {
  fields: Record<string, string>;
  images: Buffer[];
}

const MAX_MB = COMMENT_IMAGE_MAX_BYTES / (1024 * 1024);
/** The text field is at most 4000 characters, up to 4 bytes each in UTF-8. */
const FIELD_MAX_BYTES = 64 * 1024;

/** Fastify-multipart's limit errors, answered as field errors. */
const LIMIT_MESSAGES: Record<string, Record<string, string[]>> = {
  FST_FILES_LIMIT: {
    images: [`Ensure this field has no more than ${COMMENT_MAX_IMAGES} images.`],
  },
  FST_REQ_FILE_TOO_LARGE: { images: [`Each image must be at most ${MAX_MB} MB.`] },
  FST_FIELDS_LIMIT: { non_field_errors: ['Too many fields.'] },
  FST_PARTS_LIMIT: { non_field_errors: ['Too many fields.'] },
  FST_PROTO_VIOLATION: { non_field_errors: ['Malformed request.'] },
  FST_INVALID_JSON_FIELD_ERROR: { non_field_errors: ['Malformed request.'] },
};

/**
 * Reads a multipart comment: the first value of each text field and every `images` file, each
 * file at most COMMENT_IMAGE_MAX_BYTES and at most COMMENT_MAX_IMAGES of them (limits enforced
 * while streaming). Empty file parts (an empty file input) are skipped.
 * @throws FieldValidationError (400) for a non-multipart body, limits, other file fields.
 */
export async function readCommentUpload(request: FastifyRequest): Promise<CommentUpload> {
  if (!request.isMultipart()) {
    throw new FieldValidationError({
      non_field_errors: ['Send the comment as multipart/form-data.'],
    });
  }
  const upload: CommentUpload = { fields: {}, images: [] };
  const errors: Record<string, string[]> = {};
  try {
    const options: FastifyMultipartBaseOptions = {
      limits: {
        files: COMMENT_MAX_IMAGES,
        fileSize: COMMENT_IMAGE_MAX_BYTES,
        fields: 20,
        fieldSize: FIELD_MAX_BYTES,
        parts: 40,
      },
      throwFileSizeLimit: true,
    };
    const parts = request.parts(options);
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname !== 'images') {
          errors[part.fieldname] = ['Only images can be attached, as `images`.'];
        } else if (data.length > 0) upload.images.push(data);
        continue;
      }
      if (part.valueTruncated) errors[part.fieldname] = ['This value is too long.'];
      else upload.fields[part.fieldname] ??= String(part.value);
    }
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    const fields = LIMIT_MESSAGES[code];
    if (fields) throw new FieldValidationError(fields);
    // Anything else here is a broken body (busboy's "Unexpected end of form" and the like).
    throw new FieldValidationError({ non_field_errors: ['Malformed multipart body.'] });
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
  return upload;
}
