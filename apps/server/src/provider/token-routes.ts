import {
  ClientInfoSchema,
  demoAuth,
  DemoTokenBody,
  DemoTokenResponseSchema,
  mainSite,
  TokenRefreshBody,
  TokenRefreshResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '../plugins/auth.ts';
import { notFound } from '../plugins/http-errors.ts';
import { perMinuteLimit } from '../plugins/rate-limit.ts';
import { allowListed, parseInput } from '../plugins/validation.ts';
import type { ProviderDeps } from './provider-deps.ts';
import { findDemoUserPk, findShopIconStatus } from './provider-repo.ts';
import { exchangeRefreshToken } from './token-exchange.ts';

/** The stand-in's JSON calls: token refresh, demo tokens and the main site's client info. */
export const tokenRoutes: FastifyPluginAsync<ProviderDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  const limited = { config: perMinuteLimit(deps.config.tokenRateLimit) };

  app.post(mainSite.tokenRefresh, limited, async (request) => {
    const { refresh } = parseInput(TokenRefreshBody, request.body);
    const access = await exchangeRefreshToken(db, tokens, refresh);
    return allowListed(TokenRefreshResponseSchema, { access });
  });

  app.post(demoAuth.token, limited, async (request) => {
    const { role } = parseInput(DemoTokenBody, request.body);
    const userPk = await findDemoUserPk(db, role);
    if (userPk === undefined) throw notFound(`No demo user "${role}": run npm run seed.`);
    return allowListed(DemoTokenResponseSchema, { refresh: await tokens.signRefresh(userPk) });
  });

  await app.register(async (scope) => {
    scope.addHook('onRequest', deps.authenticate);
    scope.get(mainSite.clientInfo, async (request) => {
      const actor = requireActor(request);
      return allowListed(ClientInfoSchema, {
        pk: actor.id,
        first_name: actor.firstName,
        last_name: actor.lastName,
        shop_icon_status: await findShopIconStatus(db, actor.currentFlowId),
      });
    });
  });
};
