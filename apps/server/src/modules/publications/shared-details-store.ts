import type { Db } from '../../db/client.ts';
import {
  loadSharedDetails,
  type DetailsVersion,
  type SharedDetails,
} from './publication-details-repo.ts';

/**
 * What every reader sees of each publication (its row, tags, items and newest comment), kept per
 * publication: the feed pages and the searches showing one post share one copy and one load, so
 * the memory is bounded by the posts kept, not by the pages and searches that list them.
 */
export interface SharedDetailsStore {
  /**
   * The details of `ids` as of `version` (read with the reader's state): kept ones of that content
   * version and comment mark and younger than the store's ttl, the others loaded in one statement.
   */
  read(db: Db, ids: readonly number[], version: DetailsVersion): Promise<SharedDetails>;
  /** How many publications are kept now (a metric). */
  size(): number;
}

/**
 * Publications whose details a process keeps at most by default (about 6 KB each with their
 * answer templates). The bench's 320 searches show 4,113 distinct posts at 100,000 publications
 * and 6,436 at a million: at 5,000, read in turn, every post was evicted before it was shown again
 * (an LRU's worst case) and the warm searches at a million answered 630 a second instead of 1,500.
 * Only posts loaded within the ttl are kept, so the memory follows what was shown in the last minute.
 */
export const DEFAULT_PUBLICATIONS_KEPT = 10_000;

/**
 * Publications kept at most on the embedded database, whose server holds the database in its own
 * memory: the heap is let grow in proportion to what it keeps, and with 10,000 posts kept the
 * cheapest reader calls afterwards (an empty feed page at 2,600 answers a second) peaked at
 * 352 MB, with 2,000 at 298–333 in two runs (README, "The embedded database's memory").
 */
export const EMBEDDED_PUBLICATIONS_KEPT = 2_000;

/**
 * How long a publication's details are kept by default. Every change of a post, its items, tags,
 * group or page moves the content version, and every new or deleted comment its comment mark, so
 * both show at once; only what no version follows (the newest commenter's name) may be this old.
 */
export const DEFAULT_DETAILS_TTL_MS = 60_000;

export interface SharedDetailsStoreOptions {
  /** How long a publication's details are kept; 0 loads them on every read. */
  ttlMs: number;
  /** Publications kept at most; the longest kept go first. */
  maxEntries: number;
  load?: (db: Db, ids: readonly number[]) => Promise<SharedDetails>;
  now?: () => number;
}

interface Entry {
  details: SharedDetails;
  contentVersion: string;
  commentMark: string | undefined;
  loadedAt: number;
}

export function createSharedDetailsStore({
  ttlMs,
  maxEntries,
  load = loadSharedDetails,
  now = Date.now,
}: SharedDetailsStoreOptions): SharedDetailsStore {
  const entries = new Map<number, Entry>();
  // In load order: the first are the oldest, and one past the ttl is never served again.
  const keep = (id: number, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    for (const [oldestId, oldest] of entries) {
      if (entries.size <= maxEntries && entry.loadedAt - oldest.loadedAt < ttlMs) break;
      entries.delete(oldestId);
    }
  };
  return {
    async read(db, ids, { contentVersion, commentMarks }) {
      const time = now();
      const found = new Map<number, SharedDetails>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const entry = entries.get(id);
        const fresh =
          entry !== undefined &&
          entry.contentVersion === contentVersion &&
          entry.commentMark === commentMarks.get(id) &&
          time - entry.loadedAt < ttlMs;
        if (fresh) found.set(id, entry.details);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const [id, details] of detailsById(await load(db, missing))) {
          found.set(id, details);
          // The mark read before the load: a comment landing in between only costs a reload.
          const commentMark = commentMarks.get(id);
          if (ttlMs > 0) keep(id, { details, contentVersion, commentMark, loadedAt: time });
        }
      }
      return mergeDetails(ids.flatMap((id) => found.get(id) ?? []));
    },
    size: () => entries.size,
  };
}

/** The details of several publications, one part per publication. */
function detailsById(details: SharedDetails): Map<number, SharedDetails> {
  const parts = new Map<number, SharedDetails>();
  for (const row of details.rows) {
    const lastComment = details.lastComments.get(row.id);
    const lastComments = new Map(lastComment ? [[row.id, lastComment]] : []);
    parts.set(row.id, { rows: [row], tags: [], items: [], lastComments });
  }
  for (const tag of details.tags) parts.get(tag.publicationId)?.tags.push(tag);
  for (const item of details.items) parts.get(item.publicationId)?.items.push(item);
  return parts;
}

function mergeDetails(parts: readonly SharedDetails[]): SharedDetails {
  return {
    rows: parts.flatMap((part) => part.rows),
    tags: parts.flatMap((part) => part.tags),
    items: parts.flatMap((part) => part.items),
    lastComments: new Map(parts.flatMap((part) => [...part.lastComments])),
  };
}
