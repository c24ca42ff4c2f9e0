import { isDeepStrictEqual } from 'node:util';
import type { FieldErrors } from '@app/contract';
import type { z } from 'zod';
import { REQUIRED_MESSAGE, toFieldErrorCodes } from './field-errors.ts';
import { FieldValidationError } from './http-errors.ts';

const NON_FIELD = 'non_field_errors';

/**
 * Parses request input with a contract schema, a missing field reading 'This field is required.'
 * (the original backend's words) rather than zod's.
 */
export function safeParseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
): z.ZodSafeParseResult<z.output<T>> {
  return schema.safeParse(value, {
    error: (issue) => {
      if (issue.input !== undefined) return undefined;
      return issue.path?.length ? REQUIRED_MESSAGE : 'A request body is required.';
    },
  });
}

/**
 * Parses request input (body, query, params) with a contract schema.
 * @throws FieldValidationError (400 with DRF-style field errors and their codes) when it does
 *   not match.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = safeParseInput(schema, value);
  if (!result.success) {
    const { issues } = result.error;
    throw new FieldValidationError(toFieldErrors(issues), toFieldErrorCodes(issues));
  }
  return result.data;
}

/** Groups zod issues by dotted field path; issues about the whole input go to non_field_errors. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD;
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Keeps only the fields a response schema lists. A mismatch is a server bug, so it fails as a
 * plain error (500), never as the caller's 400.
 */
export function allowListed<T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Response does not match its schema: ${JSON.stringify(result.error.issues)}`);
  }
  return result.data;
}

/**
 * Fails (500) when an answer encoded elsewhere (`JsonAnswer`) is not exactly what allow-listing it
 * gives: a field its schema does not list, or one it misses.
 */
export function assertAllowListedJson(schema: z.ZodType, body: Buffer): void {
  const sent: unknown = JSON.parse(body.toString('utf8'));
  if (!isDeepStrictEqual(allowListed(schema, sent), sent)) {
    throw new Error('Encoded response holds fields its schema does not list');
  }
}
