import { mainSite, UserCardParams, UserCardSchema } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '../plugins/auth.ts';
import { allowListed, parseInput } from '../plugins/validation.ts';
import type { ProviderDeps } from './provider-deps.ts';
import { getUserCard } from './user-card-service.ts';

/** The main site's staff user card: GET …/get-user-info-for-content-popup/{user_id}/. */
export const userCardRoutes: FastifyPluginAsync<ProviderDeps> = async (app, deps) => {
  app.addHook('onRequest', deps.authenticate);
  app.get(mainSite.userCard(':id'), async (request) => {
    const { id } = parseInput(UserCardParams, request.params);
    return allowListed(UserCardSchema, await getUserCard(deps.db, requireActor(request), id));
  });
};
