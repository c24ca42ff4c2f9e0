import { api, NOTICE_PAGE_SIZE, type Notice, type NoticeListResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { presentNotice } from './notice-presenter.ts';
import { findBellLit, putOutBell } from './notice-bell-repo.ts';
import {
  findNoticesByIds,
  deleteOwnNotices,
  findNoticePage,
  markNoticesRead,
} from './notices-repo.ts';

/**
 * A page of the caller's own notices, newest first. Page 1 is what opening the popup asks for,
 * so it puts the bell out first: a notice sent meanwhile either shows on this page or lights it
 * again (see putOutBell). The page's notices answer their previous `read` and
 * are then marked read. A page past the last one is 404 (page 1 is always answered).
 */
export async function listNotices(db: Db, actor: Actor, page: number): Promise<NoticeListResponse> {
  if (page === 1) await putOutBell(db, actor.id);
  const rows = await findNoticePage(db, actor.id, (page - 1) * NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE);
  if (page > 1 && rows.length === 0) throw notFound('Invalid page.');
  const pageRows = rows.slice(0, NOTICE_PAGE_SIZE);
  await markNoticesRead(
    db,
    actor.id,
    pageRows.filter((row) => !row.read).map((row) => row.id),
  );
  return {
    results: pageRows.map(presentNotice),
    next: rows.length > NOTICE_PAGE_SIZE ? `${api.noticeList}?page=${page + 1}` : null,
  };
}

/** Deletes the caller's own notices among `ids`; anyone else's ids are silently ignored. */
export async function deleteNotices(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  await deleteOwnNotices(db, actor.id, ids);
}

/** Whether the caller has notices they have not seen (the bell's dot), read fresh. */
export async function hasUnreadNotices(db: Db, actor: Actor): Promise<boolean> {
  return findBellLit(db, actor.id);
}

/**
 * The notices of `ids` as the list answers them, by id (push messages are made of them); an np
 * or nudge notice whose publication is no longer published is left out.
 */
export async function findNoticesForPush(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, Notice>> {
  const rows = await findNoticesByIds(db, ids);
  return new Map(rows.map((row) => [row.id, presentNotice(row)]));
}
