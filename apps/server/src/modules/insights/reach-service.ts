import { REACH_PAGE_SIZE, type ReachQuery, type ReachResponse } from '@app/contract';
import type { JsonAnswer } from '../../plugins/json-answer.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from './csv.ts';
import { notFound } from '../../plugins/http-errors.ts';
import type { ReachFiguresOf } from './reach-figures.ts';
import { encodeReach } from './reach-json.ts';
import { countNotViewed, findNotViewed, findReachFacts } from './reach-repo.ts';

/**
 * Who the post reached (ReachResponseSchema): its figures (the audience, the counts, the days
 * since the release) and the first page of those who have not viewed it as fresh as `figures`
 * keeps them; any other page, or a search, read now. 404 for an unknown publication.
 */
export async function findReach(
  db: Db,
  publicationId: number,
  query: ReachQuery,
  context: { now: Date; figures: ReachFiguresOf },
): Promise<JsonAnswer<ReachResponse>> {
  const figures = await context.figures(db, publicationId, context.now);
  const { facts, audience, counts } = figures;
  const firstLook = query.page === 1 && query.search === '';
  const offset = (query.page - 1) * REACH_PAGE_SIZE;
  const [page, searchedCount] = await Promise.all([
    firstLook
      ? figures.firstNotViewed
      : findNotViewed(db, facts, query.search, { offset, limit: REACH_PAGE_SIZE + 1 }),
    query.search === '' ? null : countNotViewed(db, facts, query.search),
  ]);
  return encodeReach(figures, {
    // The sizes may be a few seconds old: never fewer than none left to view.
    count: searchedCount ?? Math.max(0, audience - counts.viewed),
    page: query.page,
    rows: page,
  });
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
