import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { SharedDetailsStore } from '../publications/shared-details-store.ts';
import { viewerOf } from '../publications/viewer.ts';
import { getWikiCategories, getWikiList } from './wiki-service.ts';

/** The wiki's reading calls of spec 02 §7 (the jump logging is in the logging module). */
export const wikiRoutes: FastifyPluginAsync<{ db: Db; details: SharedDetailsStore }> = async (
  app,
  { db, details },
) => {
  serveEndpoint(app, endpoints.wikiPageList, ({ actor }) => getWikiCategories(db, viewerOf(actor)));
  serveEndpoint(app, endpoints.wikiPublicationList, ({ actor, params, query }) =>
    getWikiList(db, viewerOf(actor), params.id, query, details),
  );
};
