import {
  api,
  NoticeDeleteListBody,
  NoticeListQuery,
  NoticeListResponseSchema,
  NoticeSettingsResponseSchema,
  NoticeSettingsUpdateBody,
  NoticeUnreadResponseSchema,
} from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireActor } from '../../plugins/auth.ts';
import { allowListed, parseInput } from '../../plugins/validation.ts';
import { updateNoticeSettings } from './notice-settings-service.ts';
import { deleteNotices, hasUnreadNotices, listNotices } from './notices-service.ts';

/**
 * Spec 01 §7 "Notices and settings", each on the caller's own data only, plus our light
 * unread poll for the bell.
 */
export const noticesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(api.noticeList, async (request, reply) => {
    const { page } = parseInput(NoticeListQuery, request.query);
    reply.header('cache-control', 'no-store');
    return allowListed(
      NoticeListResponseSchema,
      await listNotices(db, requireActor(request), page),
    );
  });

  app.delete(api.noticeDeleteList, async (request, reply) => {
    const ids = parseInput(NoticeDeleteListBody, request.body);
    await deleteNotices(db, requireActor(request), ids);
    return reply.code(204).send();
  });

  app.get(api.noticeUnread, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return allowListed(NoticeUnreadResponseSchema, {
      not_read_notice: await hasUnreadNotices(db, requireActor(request)),
    });
  });

  app.put(api.noticeSettingsUpdate, async (request) => {
    const body = parseInput(NoticeSettingsUpdateBody, request.body);
    return allowListed(
      NoticeSettingsResponseSchema,
      await updateNoticeSettings(db, requireActor(request), body),
    );
  });
};
