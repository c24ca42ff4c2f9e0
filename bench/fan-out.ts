import type pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { fanOutNewPublicationNotices } from '../apps/server/src/modules/notices/new-publication-notices.ts';

/** How long the np fan-out of one new publication for every flow took, and to how many. */
export type FanOutFigures = { notified: number; seconds: number } | { failed: string };

/**
 * Publishes a new video post for every flow and times the np fan-out our publishing runs (the
 * same function the editor's publish call and the scheduler use): one INSERT … SELECT to every
 * user whose settings allow it.
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
  const database = await openDatabase({ databaseUrl });
  try {
    const started = performance.now();
    const notified = await fanOutNewPublicationNotices(database.db, id);
    return { notified, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    // Reported, not thrown: the run's figures are written anyway.
    return {
      failed: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
    };
  } finally {
    await database.close();
  }
}
