import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { logOpenSpaTab, logPublicationClick, logWikiGoToTab } from './logging-service.ts';

/**
 * POST /api/v1/logging/basis/create/open-spa-tab/ and
 * /api/v1/logging/publication/create/click-file|click-video|click-audio/ and
 * /api/v1/logging/wiki/create/go-to-tab/ → 201 { id }.
 */
export const loggingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serveEndpoint(app, endpoints.openSpaTab, async ({ actor, body }) => ({
    id: await logOpenSpaTab(db, actor, body),
  }));

  const clicks = [
    [endpoints.logClickFile, 'click_file'],
    [endpoints.logClickVideo, 'click_video'],
    [endpoints.logClickAudio, 'click_audio'],
  ] as const;
  for (const [endpoint, eventType] of clicks) {
    serveEndpoint(app, endpoint, async ({ actor, body }) => ({
      id: await logPublicationClick(db, actor, eventType, body),
    }));
  }

  serveEndpoint(app, endpoints.logWikiGoToTab, async ({ actor, body }) => ({
    id: await logWikiGoToTab(db, actor, body),
  }));
};
