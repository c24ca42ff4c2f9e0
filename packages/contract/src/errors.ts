import { z } from 'zod';

/**
 * Error bodies follow the original backend (Django REST framework) so the SPA reads both:
 * 401/403/404/429/5xx answer `{ detail }`; 400 answers field errors
 * `{ <field>: [messages], non_field_errors?: [messages] }`.
 */
export const DetailErrorSchema = z.object({
  detail: z.string(),
  /** Machine-readable reason, e.g. `token_not_valid`, `not_found`. */
  code: z.string().optional(),
});
export type DetailError = z.infer<typeof DetailErrorSchema>;

export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
