import {
  api,
  IdParams,
  ScheduleListQuery,
  ScheduleItemSchema,
  ScheduleListSchema,
  ScheduleNowBodySchema,
  ScheduleSyncBodySchema,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { listSchedule, planNow, requireStaff, syncSchedule } from './schedule-service.ts';

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
  app.get(api.scheduleItemList(':id'), async (request) => {
    const actor = requireActor(request);
    requireStaff(actor);
    const { id } = parseInput(IdParams, request.params);
    const { history } = parseInput(ScheduleListQuery, request.query);
    const withHistory = history === '1' || history === 'true';
    return allowListed(ScheduleListSchema, await listSchedule(db, actor, id, withHistory));
  });

  app.post(api.scheduleItemSync(':id'), async (request) => {
    const actor = requireActor(request);
    requireStaff(actor);
    const { id } = parseInput(IdParams, request.params);
    const rows = parseInput(ScheduleSyncBodySchema, request.body);
    return allowListed(ScheduleListSchema, await syncSchedule(db, actor, id, rows));
  });

  app.post(api.scheduleItemNow(':id'), async (request, reply) => {
    const actor = requireActor(request);
    requireStaff(actor);
    const { id } = parseInput(IdParams, request.params);
    const { event } = parseInput(ScheduleNowBodySchema, request.body);
    const item = await planNow(db, actor, id, event, now());
    return reply.code(202).send(allowListed(ScheduleItemSchema, item));
  });
};
