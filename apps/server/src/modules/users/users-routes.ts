import { api, UserInfoSchema } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed } from '../../plugins/validation.ts';
import { getUserInfo } from './users-service.ts';

/** GET /api/v1/get-user-info/: the signed-in user's own info. */
export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(api.userInfo, async (request) =>
    allowListed(UserInfoSchema, await getUserInfo(db, requireActor(request))),
  );
};
