import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { sendNudge } from '../notices/nudge-notices.ts';
import { findReach } from './reach-service.ts';

export interface InsightsRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * Staff insights (our addition): GET …/publication/reach/{id}/ and POST …/publication/nudge/{id}/,
 * staff only (see insights.ts in the contract).
 */
export const insightsRoutes: FastifyPluginAsync<InsightsRoutesOptions> = async (
  app,
  { db, now },
) => {
  serveEndpoint(app, endpoints.publicationReach, ({ params, query }) =>
    findReach(db, params.id, query, now()),
  );
  serveEndpoint(app, endpoints.publicationNudge, ({ params }) => sendNudge(db, params.id));
};
