import {
  api,
  IdParams,
  ScheduleListQuery,
  ScheduleListSchema,
  ScheduleSyncBodySchema,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { listSchedule, requireStaff, syncSchedule } from './schedule-service.ts';

/**
 * GET …/schedule-item/list/{id}/ and POST …/schedule-item/sync/{id}/ (spec 02 §7): staff only.
 */
export const scheduleRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
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
};
