import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Parsers of input shared by the resources. Fastify gives a repeated query key as an array and
// a single one as a string; every path and query value arrives as text.
// ---------------------------------------------------------------------------------------------

const INT32_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold NUL: refused like the original backend does. */
export const noNul = (text: string): boolean => !text.includes('\u0000');
export const NUL_MESSAGE = 'Null characters are not allowed.';

/** A repeated query key as a list: absent is empty, a single value a list of one. */
export const asList = (value: unknown): unknown =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A positive id that fits the database's integer column (else 400). */
export const positiveIdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'A valid integer is required.')
  .transform(Number)
  .refine((id) => id <= INT32_MAX, 'A valid integer is required.');

/** A page number from 1; absent is the first page. */
export const pageParam = z
  .string()
  .regex(/^[1-9][0-9]{0,6}$/, 'A valid page number is required.')
  .transform(Number)
  .default(1);

/** A repeated query key of ids (`flows=1&flows=2`), at most `max` of them. */
export function idListParam(max: number) {
  return z.preprocess(
    asList,
    z
      .array(
        z
          .string()
          .regex(/^[1-9][0-9]{0,8}$/, 'A valid integer is required.')
          .transform(Number),
      )
      .max(max),
  );
}
