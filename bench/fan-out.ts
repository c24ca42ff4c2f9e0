import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  queueNewPublicationNotices,
  sendQueuedNewPublicationNotices,
} from '../apps/server/src/modules/notices/new-publication-notices.ts';
import { queueFanOutPage } from '../apps/server/src/modules/push/push-queue-repo.ts';
import { FAN_OUT_PAGE_SIZE } from '../apps/server/src/modules/push/push-worker.ts';

/**
 * How long the np fan-out of one new publication for every flow took and to how many users,
 * then how long the push workers' queueing of its push messages took (every user has a browser
 * subscribed), and how many.
 */
export type FanOutFigures =
  { notified: number; seconds: number; queued: number; queueSeconds: number } | { failed: string };

/** One subscribed browser per user, at FCM (never contacted: the bench runs no push worker). */
async function subscribeEveryUser(client: pg.ClientBase): Promise<void> {
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select id, 'https://fcm.googleapis.com/fcm/send/bench-' || id,
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        'tBHItJI5svbpez7KI4CCXg'
      from users on conflict do nothing`,
  );
  await client.query('analyze push_subscriptions');
}

/**
 * Publishes a new video post for every flow and times the np fan-out our publishing runs (the
 * same functions the scheduler uses): queueing its parts, then sending them as one server's
 * scheduler does, FAN_OUT_SENDERS at a time (INSERT … SELECT statements to every user whose
 * settings allow it, and a row per part for the push workers). Then times those pages of the
 * push workers that queue a push message to each receiver's browser (run here one after
 * another, as one worker would, without sending).
 */
export async function measureFanOut(
  client: pg.ClientBase,
  databaseUrl: string,
): Promise<FanOutFigures> {
  const { rows } = await client.query<{ id: number }>(
    `insert into publications (title, preview_text, language, section_id, feed_group_id, status,
        pub_start_date, author_id)
      values ('Новое видео недели', 'Смотрите новое видео', 'ru',
        (select id from publicate_sections where slug = 'feed'),
        (select id from feed_groups where slug = 'physical_transformation'),
        'published', now(), 2)
      returning id`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('The fan-out publication was not inserted');
  await client.query(
    `insert into publication_feed_tags (publication_id, tag_id)
      select $1, id from feed_tags where slug = 'video'`,
    [id],
  );
  await subscribeEveryUser(client);
  const database = await openDatabase({ databaseUrl });
  try {
    const started = performance.now();
    await queueNewPublicationNotices(database.db, id, null);
    await sendQueuedNewPublicationNotices(database.db);
    const seconds = (performance.now() - started) / 1000;
    const queueStarted = performance.now();
    let pending = true;
    while (pending) pending = await queueFanOutPage(database.db, FAN_OUT_PAGE_SIZE);
    const queueSeconds = (performance.now() - queueStarted) / 1000;
    const counts = await client.query<{ notified: number; queued: number }>(
      `select (select count(*)::int from notices where publication_id = $1) as notified,
        (select count(*)::int from push_deliveries d join notices n on n.id = d.notice_id
          where n.publication_id = $1) as queued`,
      [id],
    );
    const [row] = counts.rows;
    return { notified: row?.notified ?? 0, seconds, queued: row?.queued ?? 0, queueSeconds };
  } catch (error) {
    // Reported, not thrown: the run's figures are written anyway.
    return {
      failed: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  } finally {
    await database.close();
  }
}
