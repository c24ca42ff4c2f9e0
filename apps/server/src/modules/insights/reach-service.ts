import {
  REACH_MAX_DAYS,
  REACH_PAGE_SIZE,
  toMoscowMinute,
  type ReachDay,
  type ReachQuery,
  type ReachResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { audienceSize, type AudienceSizer } from './audience-sizes.ts';
import { toCsv } from './csv.ts';
import { notFound } from '../../plugins/http-errors.ts';
import {
  countNotViewed,
  countReach,
  countReachByDay,
  findNotViewed,
  findReachFacts,
  type ReachDayRow,
} from './reach-repo.ts';

const DAY_MS = 86_400_000;

/** The Moscow date (`YYYY-MM-DD`) of an instant. */
const moscowDate = (instant: Date): string => toMoscowMinute(instant).slice(0, 10);

/** Every date from `from` to `to` (`YYYY-MM-DD`, both included), in order. */
function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`);) {
    dates.push(new Date(day).toISOString().slice(0, 10));
    day += DAY_MS;
  }
  return dates;
}

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

function fillDays(range: { from: string; to: string }, rows: readonly ReachDayRow[]): ReachDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return datesBetween(range.from, range.to).map((date) => {
    const row = byDay.get(date);
    return { date, views: row?.views ?? 0, likes: row?.likes ?? 0, comments: row?.comments ?? 0 };
  });
}

/**
 * Who the post reached (ReachResponseSchema): the audience's size (from its flows' readers, as
 * fresh as `audienceSizes` keeps them) and counts, the days since the release, and a page of
 * those who have not viewed it. 404 for an unknown publication.
 */
export async function findReach(
  db: Db,
  publicationId: number,
  query: ReachQuery,
  context: { now: Date; audienceSizes: AudienceSizer },
): Promise<ReachResponse> {
  const facts = await findReachFacts(db, publicationId);
  if (!facts) throw notFound();
  const days = chartDays(facts.releasedAt, context.now);
  const offset = (query.page - 1) * REACH_PAGE_SIZE;
  const [sizes, counts, dayRows, page] = await Promise.all([
    context.audienceSizes(db),
    countReach(db, facts),
    days ? countReachByDay(db, facts, days) : Promise.resolve([]),
    findNotViewed(db, facts, query.search, { offset, limit: REACH_PAGE_SIZE + 1 }),
  ]);
  const audience = audienceSize(facts.audience, sizes);
  // The sizes may be a few seconds old: never fewer than none left to view.
  const notViewed =
    query.search === ''
      ? Math.max(0, audience - counts.viewed)
      : await countNotViewed(db, facts, query.search);
  return {
    audience,
    ...counts,
    by_day: days ? fillDays(days, dayRows) : [],
    not_viewed: {
      count: notViewed,
      results: page.slice(0, REACH_PAGE_SIZE),
      next_page_number: page.length > REACH_PAGE_SIZE ? query.page + 1 : null,
    },
  };
}

const NOT_VIEWED_HEADER = {
  ru: ['ID', 'Фамилия', 'Имя', 'Поток'],
  en: ['ID', 'Last name', 'First name', 'Flow'],
};

/** The whole not-viewed list (narrowed by `search`) as CSV; 404 for an unknown publication. */
export async function notViewedCsv(
  db: Db,
  publicationId: number,
  search: string,
  language: 'ru' | 'en',
): Promise<string> {
  const facts = await findReachFacts(db, publicationId);
  if (!facts) throw notFound();
  const rows = await findNotViewed(db, facts, search);
  return toCsv(
    [
      NOT_VIEWED_HEADER[language],
      ...rows.map((row) => [row.pk, row.last_name, row.first_name, row.flow_title]),
    ],
    language,
  );
}
