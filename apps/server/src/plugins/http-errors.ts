import type { FieldErrorCodes, FieldErrors } from '@app/contract';

/** An error answered as `{ detail, code? }` with its status (DRF style). */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string | undefined;

  constructor(statusCode: number, detail: string, code?: string) {
    super(detail);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/**
 * A 400 answered as field errors: `{ field: [messages], non_field_errors?: [messages] }`.
 * `codes` holds the stable code of each message (same fields, same order); a message without
 * one is answered as `invalid`.
 */
export class FieldValidationError extends Error {
  override name = 'FieldValidationError';
  readonly statusCode = 400;
  readonly fields: FieldErrors;
  readonly codes: FieldErrorCodes;

  constructor(fields: FieldErrors, codes: FieldErrorCodes = {}) {
    super('Invalid input');
    this.fields = fields;
    this.codes = codes;
  }
}

/** 401 for a missing, forged, expired or otherwise unusable token. */
export function tokenNotValid(detail = 'Given token not valid for any token type'): HttpError {
  return new HttpError(401, detail, 'token_not_valid');
}

/** 404 in the original backend's wording. */
export function notFound(detail = 'Not found.'): HttpError {
  return new HttpError(404, detail, 'not_found');
}
