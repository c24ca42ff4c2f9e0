import { endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { updateNoticeSettings } from './notice-settings-service.ts';
import { deleteNotices, hasUnreadNotices, listNotices } from './notices-service.ts';

/**
 * Spec 01 §7 "Notices and settings", each on the caller's own data only, plus our light
 * unread poll for the bell.
 */
export const noticesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serveEndpoint(app, endpoints.noticeList, async ({ actor, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listNotices(db, actor, query.page);
  });

  serveEndpoint(app, endpoints.noticeDeleteList, async ({ actor, body }) => {
    await deleteNotices(db, actor, body);
  });

  serveEndpoint(app, endpoints.noticeUnread, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return { not_read_notice: await hasUnreadNotices(db, actor) };
  });

  serveEndpoint(app, endpoints.noticeSettingsUpdate, ({ actor, body }) =>
    updateNoticeSettings(db, actor, body),
  );
};
