import {
  PROGRESS_BUCKETS,
  PROGRESS_PAGE_SIZE,
  type FlowProgressQuery,
  type FlowProgressResponse,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { toCsv } from './csv.ts';
import {
  countProgressClients,
  findFlow,
  findProgressClients,
  findSectionSpreads,
} from './flow-progress-repo.ts';

/**
 * How the flow's clients advance through its programme (FlowProgressResponseSchema): each
 * section's spread, and a page of the clients, lowest progress first. 404 for an unknown flow.
 */
export async function findFlowProgress(
  db: Db,
  flowId: number,
  query: FlowProgressQuery,
): Promise<FlowProgressResponse> {
  const flow = await findFlow(db, flowId);
  if (!flow) throw notFound();
  const offset = (query.page - 1) * PROGRESS_PAGE_SIZE;
  const [sections, clients, count] = await Promise.all([
    findSectionSpreads(db, flowId, PROGRESS_BUCKETS),
    findProgressClients(db, flowId, query.search, { offset, limit: PROGRESS_PAGE_SIZE + 1 }),
    countProgressClients(db, flowId, query.search),
  ]);
  return {
    flow,
    sections,
    clients: {
      count,
      results: clients.slice(0, PROGRESS_PAGE_SIZE),
      next_page_number: clients.length > PROGRESS_PAGE_SIZE ? query.page + 1 : null,
    },
  };
}

const PROGRESS_HEADER = {
  ru: ['ID', 'Фамилия', 'Имя', 'Прогресс, %'],
  en: ['ID', 'Last name', 'First name', 'Progress, %'],
};

/**
 * The flow's clients (narrowed by `search`) with their progress overall and per section (one
 * column each, titled), lowest first, as CSV. 404 for an unknown flow.
 */
export async function flowProgressCsv(
  db: Db,
  flowId: number,
  search: string,
  language: 'ru' | 'en',
): Promise<string> {
  const flow = await findFlow(db, flowId);
  if (!flow) throw notFound();
  const [sections, clients] = await Promise.all([
    findSectionSpreads(db, flowId, PROGRESS_BUCKETS),
    findProgressClients(db, flowId, search),
  ]);
  return toCsv(
    [
      [...PROGRESS_HEADER[language], ...sections.map((section) => section.title)],
      ...clients.map((client) => [
        client.pk,
        client.last_name,
        client.first_name,
        client.procent_passed,
        ...client.sections,
      ]),
    ],
    language,
  );
}
