import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { FieldValidationError } from '../../plugins/http-errors.ts';
import { isAllowedEndpoint } from './endpoint-allow-list.ts';
import type { PushConfig } from './push-config.ts';
import { deleteSubscription, saveSubscription } from './push-subscriptions-repo.ts';

export interface PushRoutesOptions {
  db: Db;
  push: PushConfig;
}

/**
 * Web push (our addition, see push.ts in the contract): the VAPID key, and the signed-in user's
 * browser subscriptions, only at the browsers' push services.
 */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, { db, push }) => {
  serveEndpoint(app, endpoints.pushVapidKey, async () => ({
    public_key: push.vapid.publicKey,
  }));

  serveEndpoint(app, endpoints.pushSubscriptionCreate, async ({ actor, body }) => {
    if (!isAllowedEndpoint(body.endpoint, push)) {
      throw new FieldValidationError({ endpoint: ['This push service is not allowed.'] });
    }
    await saveSubscription(db, actor.id, body);
  });

  serveEndpoint(app, endpoints.pushSubscriptionDelete, async ({ actor, body }) => {
    await deleteSubscription(db, actor.id, body.endpoint);
  });
};
