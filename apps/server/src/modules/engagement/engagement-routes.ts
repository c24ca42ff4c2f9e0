import {
  api,
  IdParams,
  PublicationFavoriteStateSchema,
  PublicationItemViewStateSchema,
  PublicationLikeStateSchema,
  PublicationViewStateSchema,
  type PathId,
} from '@app/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { viewerOf, type Viewer } from '../publications/viewer.ts';
import {
  setItemViewed,
  setPublicationFavorite,
  setPublicationLiked,
  setPublicationViewed,
} from './engagement-service.ts';

type Toggle<T> = (db: Db, viewer: Viewer, id: number, on: boolean) => Promise<T>;

/**
 * POST …/create/{id}/ and DELETE …/delete/{id}/ of views, item views, likes and favorites:
 * 200 with the new state; both idempotent.
 */
export const engagementRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  function toggle<S extends z.ZodType>(
    paths: { create: (id: PathId) => string; delete: (id: PathId) => string },
    schema: S,
    action: Toggle<z.input<S>>,
  ): void {
    const handle = (on: boolean) => async (request: FastifyRequest) => {
      const { id } = parseInput(IdParams, request.params);
      const viewer = viewerOf(requireActor(request));
      return allowListed(schema, await action(db, viewer, id, on));
    };
    app.post(paths.create(':id'), handle(true));
    app.delete(paths.delete(':id'), handle(false));
  }

  toggle(
    { create: api.viewPublicationCreate, delete: api.viewPublicationDelete },
    PublicationViewStateSchema,
    setPublicationViewed,
  );
  toggle(
    { create: api.viewPublicationItemCreate, delete: api.viewPublicationItemDelete },
    PublicationItemViewStateSchema,
    setItemViewed,
  );
  toggle(
    { create: api.likePublicationCreate, delete: api.likePublicationDelete },
    PublicationLikeStateSchema,
    setPublicationLiked,
  );
  toggle(
    { create: api.favoritePublicationCreate, delete: api.favoritePublicationDelete },
    PublicationFavoriteStateSchema,
    setPublicationFavorite,
  );
};
