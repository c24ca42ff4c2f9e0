import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { listSchedule, planNow, syncSchedule } from './schedule-service.ts';

export interface ScheduleRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * GET …/schedule-item/list/{id}/ and POST …/schedule-item/sync/{id}/ (spec 02 §7), POST
 * …/schedule-item/now/{id}/ (the editor's Publish now and Unpublish): staff only.
 */
export const scheduleRoutes: FastifyPluginAsync<ScheduleRoutesOptions> = async (
  app,
  { db, now },
) => {
  serveEndpoint(app, endpoints.scheduleItemList, ({ params, query }) => {
    const withHistory = query.history === '1' || query.history === 'true';
    return listSchedule(db, params.id, withHistory);
  });
  serveEndpoint(app, endpoints.scheduleItemSync, ({ params, body }) =>
    syncSchedule(db, params.id, body),
  );
  serveEndpoint(app, endpoints.scheduleItemNow, ({ params, body }) =>
    planNow(db, params.id, body.event, now()),
  );
};
