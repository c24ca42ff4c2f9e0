import { api, LoggedResponseSchema, OpenSpaTabBody } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { logOpenSpaTab } from './logging-service.ts';

/** POST /api/v1/logging/basis/create/open-spa-tab/ → 201 { id }. */
export const loggingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(api.openSpaTab, async (request, reply) => {
    const body = parseInput(OpenSpaTabBody, request.body);
    const id = await logOpenSpaTab(db, requireActor(request), body);
    return reply.code(201).send(allowListed(LoggedResponseSchema, { id }));
  });
};
