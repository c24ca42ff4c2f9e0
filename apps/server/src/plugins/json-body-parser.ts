import type { FastifyInstance } from 'fastify';
import { FieldValidationError } from './http-errors.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest body the API takes, an
 * editor save (payload → publication_items → item → image), has 4 levels.
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Index of the quote closing the string opened at `open`, or -1 when it is never closed. */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found in one linear pass
 * that skips strings (escaped quotes included) and builds nothing. Text that cannot be JSON
 * (an unclosed string, a closing bracket too many) answers false: JSON.parse refuses it at that
 * point, before any nesting after it.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) {
      index = closingQuote(text, index);
      if (index === -1) return false;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return false;
}

/**
 * Parses `application/json` bodies on every route, within the route's own body limit, with
 * Fastify's own parser (secure-json-parse: `__proto__` and `constructor.prototype` refused),
 * after refusing a body nested deeper than JSON_MAX_DEPTH with 400: JSON.parse would otherwise
 * build millions of nested arrays from a few megabytes of brackets, holding up every request.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  const tooDeep = `JSON nested too deeply (at most ${JSON_MAX_DEPTH} levels).`;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request, body: string, done) => {
      if (nestsDeeperThan(body, JSON_MAX_DEPTH)) {
        done(new FieldValidationError({ non_field_errors: [tooDeep] }));
        return;
      }
      parseJson(request, body, done);
    },
  );
}
