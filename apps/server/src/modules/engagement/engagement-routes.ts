import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { viewerOf } from '../publications/viewer.ts';
import {
  setItemViewed,
  setPublicationFavorite,
  setPublicationLiked,
  setPublicationViewed,
} from './engagement-service.ts';

/**
 * POST …/create/{id}/ and DELETE …/delete/{id}/ of views, item views, likes and favorites:
 * 200 with the new state; both idempotent.
 */
export const engagementRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const toggles = [
    [endpoints.viewPublicationCreate, endpoints.viewPublicationDelete, setPublicationViewed],
    [endpoints.viewPublicationItemCreate, endpoints.viewPublicationItemDelete, setItemViewed],
    [endpoints.likePublicationCreate, endpoints.likePublicationDelete, setPublicationLiked],
    [
      endpoints.favoritePublicationCreate,
      endpoints.favoritePublicationDelete,
      setPublicationFavorite,
    ],
  ] as const;
  for (const [create, remove, action] of toggles) {
    serveEndpoint(app, create, ({ actor, params }) => action(db, viewerOf(actor), params.id, true));
    serveEndpoint(app, remove, ({ actor, params }) =>
      action(db, viewerOf(actor), params.id, false),
    );
  }
};
