import { endpoints } from '@app/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { sendNudge } from '../notices/nudge-notices.ts';
import { findFlowProgress, flowProgressCsv } from './flow-progress-service.ts';
import type { ReachFiguresOf } from './reach-figures.ts';
import { findReach, notViewedCsv } from './reach-service.ts';

export interface InsightsRoutesOptions {
  db: Db;
  now: () => Date;
  /** Each post's reach figures, as long as they are kept. */
  reachFigures: ReachFiguresOf;
}

/** Marks the answer a CSV file to download as `fileName`. */
function asCsvFile(reply: FastifyReply, fileName: string): void {
  reply.header('content-type', 'text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
}

/**
 * Staff insights (our addition, see insights.ts in the contract), staff only: a post's reach
 * and its not-viewed list as CSV, a reminder of it, a flow's programme progress and its CSV.
 */
export const insightsRoutes: FastifyPluginAsync<InsightsRoutesOptions> = async (
  app,
  { db, now, reachFigures },
) => {
  serveEndpoint(app, endpoints.publicationReach, ({ params, query }) =>
    findReach(db, params.id, query, { now: now(), figures: reachFigures }),
  );
  serveEndpoint(app, endpoints.publicationReachCsv, async ({ params, query, actor, reply }) => {
    const csv = await notViewedCsv(db, params.id, query.search, actor.language);
    asCsvFile(reply, `not-viewed-${params.id}.csv`);
    return csv;
  });
  serveEndpoint(app, endpoints.publicationNudge, ({ params }) => sendNudge(db, params.id));
  serveEndpoint(app, endpoints.flowProgress, ({ params, query }) =>
    findFlowProgress(db, params.flowId, query),
  );
  serveEndpoint(app, endpoints.flowProgressCsv, async ({ params, query, actor, reply }) => {
    const csv = await flowProgressCsv(db, params.flowId, query.search, actor.language);
    asCsvFile(reply, `flow-progress-${params.flowId}.csv`);
    return csv;
  });
};
