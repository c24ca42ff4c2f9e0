import type { Db } from '../../db/client.ts';
import { safeErrorMessage } from '../../db/database-errors.ts';
import { schedulerItems } from '../../observability/metrics.ts';
import { createPoller, type Poller, type WorkerLog } from '../../runtime/poller.ts';
import {
  queueNewPublicationNotices,
  sendQueuedNewPublicationNotices,
} from '../notices/new-publication-notices.ts';
import { sendNudge } from '../notices/nudge-notices.ts';
import { decideChange } from './schedule-policy.ts';
import {
  claimDueItems,
  markItem,
  updatePublication,
  type ClaimedItem,
  type ItemOutcome,
} from './schedule-repo.ts';

/** Items claimed and applied per transaction: short transactions keep PGlite responsive. */
export const SCHEDULER_BATCH_SIZE = 10;
/** Default pause between two polls (SCHEDULER_INTERVAL_MS). */
export const DEFAULT_SCHEDULER_INTERVAL_MS = 5000;

/** What one run did, for logs and tests. */
export interface SchedulerRunResult {
  done: number;
  skipped: number;
  failed: number;
}

const MAX_ERROR_LENGTH = 500;

async function applyItem(db: Db, item: ClaimedItem, now: Date): Promise<ItemOutcome> {
  const change = decideChange(item.event, { status: item.status, fix: item.fix });
  if (change.kind === 'skip') {
    return { state: 'skipped', executedAt: now, notifiedCount: null, error: change.reason };
  }
  if (change.kind === 'publish') {
    await updatePublication(db, item.publication_id, { status: 'published', pubStartDate: now });
    // Sent once this commits, by `sendQueuedNewPublicationNotices`, adding to the count.
    await queueNewPublicationNotices(db, item.publication_id, item.id);
    return { state: 'done', executedAt: now, notifiedCount: 0, error: null };
  }
  if (change.kind === 'nudge') {
    const { notified } = await sendNudge(db, item.publication_id);
    return { state: 'done', executedAt: now, notifiedCount: notified, error: null };
  }
  await updatePublication(db, item.publication_id, { status: change.status, fix: change.fix });
  return { state: 'done', executedAt: now, notifiedCount: null, error: null };
}

/**
 * Claims one batch of due items (FOR UPDATE SKIP LOCKED) and applies each in the same
 * transaction, marking it done, skipped or failed with executed_at. Each item runs in its own
 * savepoint: a failing one is rolled back alone and recorded as failed with its error.
 */
async function runBatch(db: Db, now: Date): Promise<SchedulerRunResult> {
  const result: SchedulerRunResult = { done: 0, skipped: 0, failed: 0 };
  await db.transaction(async (tx) => {
    const items = await claimDueItems(tx, now, SCHEDULER_BATCH_SIZE);
    for (const item of items) {
      let outcome: ItemOutcome;
      try {
        outcome = await tx.transaction((savepoint) => applyItem(savepoint, item, now));
      } catch (error) {
        const message = safeErrorMessage(error);
        outcome = {
          state: 'failed',
          executedAt: now,
          notifiedCount: null,
          error: message.slice(0, MAX_ERROR_LENGTH),
        };
      }
      await markItem(tx, item.id, outcome);
      result[outcome.state] += 1;
    }
  });
  return result;
}

/**
 * Applies every item due at `now()` (read once per batch), oldest first, batch after batch until
 * none is left: items missed while the server was down fire in order. Then sends the np notices
 * that publishing queued (these items' and any a stopped server left). Safe to run from several
 * processes at once: each item is applied exactly once, each notice sent once.
 */
export async function runDueScheduleItems(
  db: Db,
  now: () => Date = () => new Date(),
  shouldStop: () => boolean = () => false,
): Promise<SchedulerRunResult> {
  const total: SchedulerRunResult = { done: 0, skipped: 0, failed: 0 };
  while (!shouldStop()) {
    const batch = await runBatch(db, now());
    for (const outcome of ['done', 'skipped', 'failed'] as const) {
      if (batch[outcome] > 0) schedulerItems.inc({ outcome }, batch[outcome]);
    }
    total.done += batch.done;
    total.skipped += batch.skipped;
    total.failed += batch.failed;
    if (batch.done + batch.skipped + batch.failed === 0) break;
  }
  await sendQueuedNewPublicationNotices(db, shouldStop);
  return total;
}

export interface SchedulerOptions {
  db: Db;
  intervalMs?: number;
  now?: () => Date;
  log?: WorkerLog;
}

/**
 * The background worker of DESIGN §4 "Schedule": polls for due items every `intervalMs`. A run
 * that fails (database unavailable…) is logged and retried at the next poll.
 */
export function createScheduler(options: SchedulerOptions): Poller {
  return createPoller({
    intervalMs: options.intervalMs ?? DEFAULT_SCHEDULER_INTERVAL_MS,
    failureMessage: 'scheduler run failed',
    log: options.log,
    run: async (stopped) => {
      const result = await runDueScheduleItems(options.db, options.now, stopped);
      if (result.done + result.skipped + result.failed > 0) {
        options.log?.info({ scheduler: result }, 'scheduled actions applied');
      }
    },
  });
}
