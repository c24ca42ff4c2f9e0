import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { keepMemoryUnder, type MemoryBudget } from '../runtime/memory-budget.ts';

/** PGlite's own start parameters of its single-user backend: passing any replaces them all. */
const PGLITE_DEFAULTS = [
  'search_path=public',
  'exit_on_error=false',
  'log_checkpoints=false',
  'max_worker_processes=0',
  'max_parallel_workers=0',
  'max_parallel_workers_per_gather=0',
  'io_method=sync',
  'max_parallel_maintenance_workers=0',
];

/**
 * Memory of the embedded database, which lives in this process and never gives memory back
 * (WebAssembly memory only grows): 16 MB of shared buffers instead of 128 (the operating
 * system's file cache holds the rest of the data) and smaller work areas. One backend runs one
 * query at a time: PostgreSQL's server-sized defaults buy nothing here (README, "The embedded
 * database's memory").
 */
const MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
];

const START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...[...PGLITE_DEFAULTS, ...MEMORY_SETTINGS].flatMap((setting) => ['-c', setting]),
];

/**
 * A PGlite carrying the extensions the migrations create (pg_trgm: the search's spelling help).
 * Without `dataDir` it lives in memory.
 */
export function newPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({
    ...options,
    extensions: { ...options.extensions, pg_trgm },
    startParams: START_PARAMS,
    // initdb starts PostgreSQL with its own defaults (128 MB of shared buffers) in a second
    // instance: 700 MB for a moment, 540 with these (also written to the new postgresql.conf).
    initDbStartParams: MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]),
  });
}

/**
 * The resident memory a server on a PGlite directory keeps under (the embedded default's budget
 * is 300 MB): its JavaScript heap is collected once the process passes it.
 */
export const EMBEDDED_MEMORY_BUDGET_BYTES = 270 * 2 ** 20;

/**
 * Keeps a server whose database lives in its own memory small. V8 is told to keep this
 * process's JavaScript heap small (`--optimize-for-size`: a smaller young generation, an old
 * generation grown less between collections; set at run time, as a server learns it is on PGlite
 * only from its settings, after V8 started), and the heap is collected whenever the process
 * passes EMBEDDED_MEMORY_BUDGET_BYTES. Under the bench's cheapest reader calls (2,700 answers a
 * second on the embedded database) the heap otherwise grew by 60–100 MB of garbage between V8's
 * own collections and the server peaked at 302–333 MB (README, "The embedded database's memory").
 */
export function favourMemoryOverSpeed(): MemoryBudget {
  setFlagsFromString('--optimize-for-size');
  return keepMemoryUnder({
    budgetBytes: EMBEDDED_MEMORY_BUDGET_BYTES,
    checkEveryMs: 100,
    heapGrowthBytes: 32 * 2 ** 20,
  });
}
