import {
  api,
  WikiCategoryListResponseSchema,
  WikiListParams,
  WikiListQuery,
  WikiListResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { viewerOf as actorViewer, type Viewer } from '../publications/viewer.ts';
import { getWikiCategories, getWikiList } from './wiki-service.ts';

/** The wiki's reading calls of spec 02 §7 (the jump logging is in the logging module). */
export const wikiRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const viewerOf = (request: FastifyRequest): Viewer => actorViewer(requireActor(request));

  app.get(api.wikiPageList, async (request) =>
    allowListed(WikiCategoryListResponseSchema, await getWikiCategories(db, viewerOf(request))),
  );

  app.get(api.wikiPublicationList(':id'), async (request) => {
    const { id } = parseInput(WikiListParams, request.params);
    const query = parseInput(WikiListQuery, request.query);
    return allowListed(WikiListResponseSchema, await getWikiList(db, viewerOf(request), id, query));
  });
};
