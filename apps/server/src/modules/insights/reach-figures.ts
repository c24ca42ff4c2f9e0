import { REACH_MAX_DAYS, REACH_PAGE_SIZE, toMoscowMinute } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { createRowInterner } from '../../runtime/row-interner.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import { audienceSize, type AudienceSizer } from './audience-sizes.ts';
import {
  countReach,
  countReachByDay,
  findNotViewed,
  findReachFacts,
  type NotViewedRow,
  type ReachCounts,
  type ReachDayRow,
  type ReachFacts,
} from './reach-repo.ts';

export const DAY_MS = 86_400_000;

/** Posts whose figures are kept per process (as many as the list's reach column keeps). */
const FIGURES_KEPT = 5_000;

/** The Moscow date (`YYYY-MM-DD`) of an instant. */
const moscowDate = (instant: Date): string => toMoscowMinute(instant).slice(0, 10);

/**
 * The chart's days: from the release (Moscow) to today, the latest REACH_MAX_DAYS of them, each
 * day present, zeros where nothing happened. Before the release: none.
 */
export function chartDays(releasedAt: Date | null, now: Date): { from: string; to: string } | null {
  if (releasedAt === null || releasedAt > now) return null;
  const to = moscowDate(now);
  const earliest = moscowDate(
    new Date(Date.parse(`${to}T00:00:00Z`) - (REACH_MAX_DAYS - 1) * DAY_MS),
  );
  const released = moscowDate(releasedAt);
  return { from: released > earliest ? released : earliest, to };
}

/**
 * What the reach page shows at first: the figures, the first page of the not-viewed list (one
 * row more than a page: whether a next one follows), and the facts other pages are read by.
 */
export interface ReachFigures {
  facts: ReachFacts;
  audience: number;
  counts: ReachCounts;
  /**
   * The chart's range and its days with any figure, in date order (kept sparse: up to a year of
   * days each).
   */
  days: { from: string; to: string } | null;
  dayRows: ReachDayRow[];
  firstNotViewed: NotViewedRow[];
}

/** A post's figures, as fresh as they are kept; 404 for an unknown publication. */
export type ReachFiguresOf = (db: Db, publicationId: number, now: Date) => Promise<ReachFigures>;

/**
 * Counts what a post's reach page shows at first (the audience sized from the readers grouped
 * by flow, its engagement set by set, its days, the first not-viewed page) and keeps it `ttlMs`
 * per post and process, as the list's reach column is kept: staff opening a post's reach, or
 * many posts' at once, cost one counting per post in that time. For another `ttlMs` it answers
 * while one counting refreshes it. 0 counts every time. The first pages of different posts list
 * mostly the same people (the audience's first names by the alphabet): their rows are kept once.
 */
export function createReachFigures(ttlMs: number, sizer: AudienceSizer): ReachFiguresOf {
  const kept = createSharedCache<ReachFigures>(ttlMs, {
    maxEntries: FIGURES_KEPT,
    staleMs: ttlMs,
  });
  const internUser = createRowInterner<NotViewedRow>((row) => row.pk);
  return (db, publicationId, now) =>
    kept.get(String(publicationId), async () => {
      const facts = await findReachFacts(db, publicationId);
      if (!facts) throw notFound();
      const days = chartDays(facts.releasedAt, now);
      const [sizes, counts, dayRows, firstNotViewed] = await Promise.all([
        sizer(db),
        countReach(db, facts),
        days ? countReachByDay(db, facts, days) : Promise.resolve([]),
        findNotViewed(db, facts, '', { offset: 0, limit: REACH_PAGE_SIZE + 1 }),
      ]);
      const audience = audienceSize(facts.audience, sizes);
      return {
        facts,
        audience,
        counts,
        days,
        dayRows,
        firstNotViewed: firstNotViewed.map(internUser),
      };
    });
}
