import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { getUserInfo } from './users-service.ts';

/** GET /api/v1/get-user-info/: the signed-in user's own info. */
export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serveEndpoint(app, endpoints.userInfo, ({ actor }) => getUserInfo(db, actor));
};
