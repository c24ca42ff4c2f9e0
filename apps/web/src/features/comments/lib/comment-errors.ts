import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { localizeFieldErrors } from '../../../shared/lib/field-errors.ts';

/**
 * The first message of a DRF-style 400 body, in the interface language where the server sent
 * its code: non_field_errors first, then any field.
 */
export function firstFieldError(error: ApiError, t: TFunction): string | null {
  const fieldErrors = localizeFieldErrors(t, error);
  const ordered = [fieldErrors.non_field_errors, ...Object.values(fieldErrors)];
  for (const messages of ordered) if (messages?.[0]) return messages[0];
  return null;
}

/**
 * What a failed comment call tells the reader (spec 01 §8: a status-based handler): the
 * comment is gone (404), no right (403), too fast (429), the server's reason for a 400, or
 * `fallback`.
 */
export function commentErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 404) return t('comments.commentNoLongerExist');
  if (error.status === 403) return t('comments.errors.forbidden');
  if (error.status === 429) return t('comments.errors.tooFast');
  if (error.status === 413) return t('comments.errors.tooLarge');
  if (error.status === 400) {
    const reason = firstFieldError(error, t) ?? error.detail;
    return reason ? t('comments.errors.withReason', { text: fallback, reason }) : fallback;
  }
  return fallback;
}
