import {
  api,
  AvailableFlowListResponseSchema,
  FlowProgramParams,
  FlowProgramResponseSchema,
  LessonListParams,
  LessonListResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { viewerOf as actorViewer, type Viewer } from '../publications/viewer.ts';
import { getAvailableFlows, getFlowProgram, getLessons } from './programme-service.ts';

/** The programme calls of spec 01 §7 "Programme" (the lessons' path has no /api/v1 prefix). */
export const programmeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const viewerOf = (request: FastifyRequest): Viewer => actorViewer(requireActor(request));

  app.get(api.availableFlowList, async (request) =>
    allowListed(AvailableFlowListResponseSchema, await getAvailableFlows(db, viewerOf(request))),
  );

  app.get(api.flowProgramPageList(':flowId'), async (request) => {
    const { flowId } = parseInput(FlowProgramParams, request.params);
    return allowListed(
      FlowProgramResponseSchema,
      await getFlowProgram(db, viewerOf(request), flowId),
    );
  });

  app.get(api.programFlowLessonList(':flowId', ':sectionId'), async (request) => {
    const { flowId, sectionId } = parseInput(LessonListParams, request.params);
    const viewer = viewerOf(request);
    return allowListed(LessonListResponseSchema, await getLessons(db, viewer, flowId, sectionId));
  });
};
