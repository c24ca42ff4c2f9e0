import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite carrying the extensions the migrations create (pg_trgm: the search's spelling help).
 * Without `dataDir` it lives in memory.
 */
export function newPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { ...options.extensions, pg_trgm } });
}
