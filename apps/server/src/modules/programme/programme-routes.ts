import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { viewerOf } from '../publications/viewer.ts';
import { getAvailableFlows, getFlowProgram, getLessons } from './programme-service.ts';

/** The programme calls of spec 01 §7 "Programme" (the lessons' path has no /api/v1 prefix). */
export const programmeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serveEndpoint(app, endpoints.availableFlowList, ({ actor }) =>
    getAvailableFlows(db, viewerOf(actor)),
  );
  serveEndpoint(app, endpoints.flowProgramPageList, ({ actor, params }) =>
    getFlowProgram(db, viewerOf(actor), params.flowId),
  );
  serveEndpoint(app, endpoints.programFlowLessonList, ({ actor, params }) =>
    getLessons(db, viewerOf(actor), params.flowId, params.sectionId),
  );
};
