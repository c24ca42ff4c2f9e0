import { z } from 'zod';
import { FIELD_ERROR_CODES } from './constants.ts';

/**
 * Error bodies follow the original backend (Django REST framework) so the SPA reads both:
 * 401/403/404/429/5xx answer `{ detail }`; 400 answers field errors
 * `{ <field>: [messages], non_field_errors?: [messages] }` (with `codes` on request, see
 * CodedFieldErrorsSchema).
 */
export const DetailErrorSchema = z.object({
  detail: z.string(),
  /** Machine-readable reason, e.g. `token_not_valid`, `not_found`. */
  code: z.string().optional(),
});
export type DetailError = z.infer<typeof DetailErrorSchema>;

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** The code of one field error message and what its translation needs. */
export const FieldErrorCodeSchema = z.object({
  code: z.enum(FIELD_ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
});
export type FieldErrorCode = z.infer<typeof FieldErrorCodeSchema>;

/** `codes` of a 400 answer: per field, one code per message, in the messages' order. */
export const FieldErrorCodesSchema = z.record(z.string(), z.array(FieldErrorCodeSchema));
export type FieldErrorCodes = z.infer<typeof FieldErrorCodesSchema>;

/**
 * A 400 answered to a request with `Prefer: error-codes` (ERROR_CODES_PREFERENCE): the usual
 * `{ field: [messages] }` plus `codes`. Without the preference the body has no `codes` key, so
 * clients that check every value is a list of strings keep working.
 */
export const CodedFieldErrorsSchema = z
  .object({ codes: FieldErrorCodesSchema })
  .catchall(z.array(z.string()));
export type CodedFieldErrors = z.infer<typeof CodedFieldErrorsSchema>;
