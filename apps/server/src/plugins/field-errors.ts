import type { FieldErrorCode, FieldErrorCodes, FieldErrors } from '@app/contract';
import type { z } from 'zod';
import { FieldValidationError } from './http-errors.ts';

/** The message of a missing field (parseInput's error map). */
export const REQUIRED_MESSAGE = 'This field is required.';
const NON_FIELD = 'non_field_errors';
const INVALID: FieldErrorCode = { code: 'invalid' };

/**
 * Field errors gathered from several checks, each message with its code, so that one 400 can
 * name everything wrong with an input.
 */
export class FieldErrorCollector {
  readonly fields: FieldErrors = {};
  readonly codes: FieldErrorCodes = {};

  /** Adds one message of `field` with its code. */
  add(field: string, message: string, code: FieldErrorCode = INVALID): void {
    (this.fields[field] ??= []).push(message);
    (this.codes[field] ??= []).push(code);
  }

  /** Adds every message of a refusal (codes it lacks become `invalid`). */
  addError(error: FieldValidationError): void {
    for (const [field, messages] of Object.entries(error.fields)) {
      messages.forEach((message, index) => this.add(field, message, error.codes[field]?.[index]));
    }
  }

  /** Adds zod issues, their paths under `prefix` (e.g. `publication_items.3`). */
  addIssues(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): void {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      this.add(
        path.length > 0 ? path.map(String).join('.') : NON_FIELD,
        issue.message,
        codeOf(issue),
      );
    }
  }

  /** Whether anything was added. */
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }

  /** @throws FieldValidationError with everything gathered, when anything was. */
  throwIfAny(): void {
    if (!this.empty) throw new FieldValidationError(this.fields, this.codes);
  }
}

/** One field's refusal with its code. */
export function fieldError(
  field: string,
  message: string,
  code: FieldErrorCode,
): FieldValidationError {
  return new FieldValidationError({ [field]: [message] }, { [field]: [code] });
}

/** The stable code of a zod issue, with the numbers and choices a translation needs. */
export function codeOf(issue: z.core.$ZodIssue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message === REQUIRED_MESSAGE
        ? { code: 'required' }
        : { code: 'invalid_type', params: { expected: issue.expected } };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? { code: 'blank' } : { code: 'min_length', params: { min } };
      }
      return { code: 'min_value', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'max_length', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { code: 'max_items', params: { max } };
      }
      return { code: 'max_value', params: { max } };
    }
    case 'invalid_value':
      return { code: 'invalid_choice', params: { allowed: issue.values.map(String) } };
    case 'custom':
      return issue.message.startsWith('Null characters') ? { code: 'null_characters' } : INVALID;
    default:
      return INVALID;
  }
}

/** Codes of zod issues grouped by dotted path, like toFieldErrors groups their messages. */
export function toFieldErrorCodes(issues: readonly z.core.$ZodIssue[]): FieldErrorCodes {
  const collector = new FieldErrorCollector();
  collector.addIssues(issues);
  return collector.codes;
}

/**
 * The codes of every message of `fields`, in order; messages without a code get `invalid`
 * (refusals written before codes existed).
 */
export function completeCodes(fields: FieldErrors, codes: FieldErrorCodes): FieldErrorCodes {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((_message, index) => codes[field]?.[index] ?? INVALID),
    ]),
  );
}
