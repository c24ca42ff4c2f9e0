import type { FieldErrorCode, FieldErrors } from '@app/contract';
import type { TFunction } from 'i18next';
import type { ApiError } from './api-client.ts';

/**
 * The field errors of a 400 in the interface language: each message whose code the server sent
 * is written from `fieldErrors.<code>` with its parameters; a message without a code (the
 * original backend, or the catch-all `invalid`) is shown as the server wrote it.
 */
export function localizeFieldErrors(t: TFunction, error: ApiError): FieldErrors {
  const localized: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const codes = error.fieldErrorCodes[field] ?? [];
    localized[field] = messages.map((message, index) => {
      const code = codes[index];
      return code && code.code !== 'invalid' ? localize(t, code) : message;
    });
  }
  return localized;
}

function localize(t: TFunction, { code, params = {} }: FieldErrorCode): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  // Plural forms follow the number the message is about.
  const count = params.max ?? params.min;
  return t(`fieldErrors.${code}`, typeof count === 'number' ? { ...values, count } : values);
}
