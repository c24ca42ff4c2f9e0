import {
  api,
  LoggedResponseSchema,
  OpenSpaTabBody,
  PublicationClickBody,
  WikiGoToTabBody,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import {
  logOpenSpaTab,
  logPublicationClick,
  logWikiGoToTab,
  type PublicationClick,
} from './logging-service.ts';

/**
 * POST /api/v1/logging/basis/create/open-spa-tab/ and
 * /api/v1/logging/publication/create/click-file|click-video|click-audio/ and
 * /api/v1/logging/wiki/create/go-to-tab/ → 201 { id }.
 */
export const loggingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post(api.openSpaTab, async (request, reply) => {
    const body = parseInput(OpenSpaTabBody, request.body);
    const id = await logOpenSpaTab(db, requireActor(request), body);
    return reply.code(201).send(allowListed(LoggedResponseSchema, { id }));
  });

  const clicks: [string, PublicationClick][] = [
    [api.logClickFile, 'click_file'],
    [api.logClickVideo, 'click_video'],
    [api.logClickAudio, 'click_audio'],
  ];
  for (const [path, eventType] of clicks) {
    app.post(path, async (request, reply) => {
      const body = parseInput(PublicationClickBody, request.body);
      const id = await logPublicationClick(db, requireActor(request), eventType, body);
      return reply.code(201).send(allowListed(LoggedResponseSchema, { id }));
    });
  }

  app.post(api.logWikiGoToTab, async (request, reply) => {
    const body = parseInput(WikiGoToTabBody, request.body);
    const id = await logWikiGoToTab(db, requireActor(request), body);
    return reply.code(201).send(allowListed(LoggedResponseSchema, { id }));
  });
};
