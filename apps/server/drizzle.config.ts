import { defineConfig } from 'drizzle-kit';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// drizzle-kit wants paths relative to the working directory (it prefixes './').
const fromHere = (file: string): string => path.relative(process.cwd(), path.join(here, file));

/**
 * drizzle-kit generates the SQL migrations in ./drizzle from the schema (PostgreSQL dialect).
 * Paths are resolved from this file, so it runs from the repository root and from apps/server.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('src/db/schema.ts'),
  out: fromHere('drizzle'),
});
