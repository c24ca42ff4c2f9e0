import { REACH_MAX_DAYS, REACH_PAGE_SIZE, type ReachDay, type ReachResponse } from '@app/contract';
import { encodeJson, JsonAnswer, PreEncoded, type JsonPart } from '../../plugins/json-answer.ts';
import { DAY_MS, type ReachFigures } from './reach-figures.ts';
import type { NotViewedRow } from './reach-repo.ts';

/**
 * The latest chart: its REACH_MAX_DAYS dates ending `to`, and each date's day without figures as
 * JSON (most days of most charts), so every range ending today is a tail of both.
 */
let latest: { to: string; dates: string[]; emptyDays: string[] } | undefined;

function latestChartTo(to: string): { dates: string[]; emptyDays: string[] } {
  if (latest?.to !== to) {
    const last = Date.parse(`${to}T00:00:00Z`);
    const dates: string[] = [];
    for (let back = REACH_MAX_DAYS - 1; back >= 0; back -= 1) {
      dates.push(new Date(last - back * DAY_MS).toISOString().slice(0, 10));
    }
    const emptyDays = dates.map((date) => dayJson(date, NO_FIGURES));
    latest = { to, dates, emptyDays };
  }
  return latest;
}

type DayFigures = Omit<ReachDay, 'date'>;
const NO_FIGURES: DayFigures = { views: 0, likes: 0, comments: 0 };

/** One chart day as JSON, its keys listed (allow-listed as ReachDaySchema). */
function dayJson(date: string, figures: DayFigures): string {
  return `{"date":"${date}","views":${figures.views},"likes":${figures.likes},"comments":${figures.comments}}`;
}

/**
 * The chart as JSON: each day of the figures' range, zeros where nothing happened. Written
 * without a day object (a year of days is the bulk of the answer, asked thousands of times a
 * second): the days without figures are shared texts.
 */
class ChartJson extends PreEncoded {
  private readonly figures: ReachFigures;

  constructor(figures: ReachFigures) {
    super();
    this.figures = figures;
  }

  encodeInto(parts: JsonPart[]): void {
    const { days, dayRows } = this.figures;
    if (!days) {
      parts.push('[]');
      return;
    }
    const { dates, emptyDays } = latestChartTo(days.to);
    const count =
      (Date.parse(`${days.to}T00:00:00Z`) - Date.parse(`${days.from}T00:00:00Z`)) / DAY_MS + 1;
    const first = REACH_MAX_DAYS - count;
    let row = 0;
    parts.push('[');
    for (let index = first; index < REACH_MAX_DAYS; index += 1) {
      if (index > first) parts.push(',');
      const date = dates[index] ?? '';
      while (row < dayRows.length && (dayRows[row]?.day ?? '') < date) row += 1;
      const figures = dayRows[row];
      parts.push(figures?.day === date ? dayJson(date, figures) : (emptyDays[index] ?? ''));
    }
    parts.push(']');
  }
}

/**
 * The reach answer as JSON, each key listed (allow-listed as ReachResponseSchema): the figures,
 * and a page of the not-viewed list (one row more than a page: whether a next one follows).
 */
export function encodeReach(
  figures: ReachFigures,
  notViewed: { count: number; page: number; rows: readonly NotViewedRow[] },
): JsonAnswer<ReachResponse> {
  const { counts } = figures;
  return new JsonAnswer(
    encodeJson({
      audience: figures.audience,
      viewed: counts.viewed,
      viewed_fully: counts.viewed_fully,
      liked: counts.liked,
      commented: counts.commented,
      favorited: counts.favorited,
      clicked: counts.clicked,
      by_day: new ChartJson(figures),
      not_viewed: {
        count: notViewed.count,
        results: notViewed.rows.slice(0, REACH_PAGE_SIZE).map((row) => ({
          pk: row.pk,
          first_name: row.first_name,
          last_name: row.last_name,
          avatar_url: row.avatar_url,
          flow_title: row.flow_title,
        })),
        next_page_number: notViewed.rows.length > REACH_PAGE_SIZE ? notViewed.page + 1 : null,
      },
    }),
  );
}
