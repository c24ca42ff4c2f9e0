import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noticeSettings, type NoticeSettingsRow } from '../../db/schema.ts';

/** The columns of notice_settings a save writes (all but user_id). */
export type NoticeSettingsValues = Partial<Omit<NoticeSettingsRow, 'userId'>>;

/**
 * Stores the user's settings: creates the row (columns not given keep their default, on) or
 * updates only the given columns, so a user without the rpp channel never touches rpp_ ones.
 */
export async function saveNoticeSettings(
  db: Db,
  userId: number,
  values: NoticeSettingsValues,
): Promise<NoticeSettingsRow> {
  const set = Object.fromEntries(
    Object.keys(values).map((key) => {
      const column = noticeSettings[key as keyof NoticeSettingsValues];
      return [key, sql.raw(`excluded.${column.name}`)];
    }),
  );
  const [row] = await db
    .insert(noticeSettings)
    .values({ ...values, userId })
    .onConflictDoUpdate({ target: noticeSettings.userId, set })
    .returning();
  if (!row) throw new Error('saveNoticeSettings: nothing stored');
  return row;
}
