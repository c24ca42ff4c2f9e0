import type { Db } from '../../db/client.ts';
import { pushMessages } from '../../observability/metrics.ts';
import { createPoller, type Poller, type WorkerLog } from '../../runtime/poller.ts';
import { findNoticesForPush } from '../notices/notices-service.ts';
import type { VapidKeys } from './push-config.ts';
import { pushPayloadOf } from './push-payload.ts';
import {
  claimDueDeliveries,
  queueFanOutPage,
  removeDeliveries,
  removeSubscriptions,
  retryDeliveryLater,
  type ClaimedDelivery,
} from './push-queue-repo.ts';
import { sendPush, type PushOutcome } from './push-sender.ts';

/** Deliveries claimed at once; they are sent PUSH_CONCURRENCY at a time. */
export const PUSH_BATCH_SIZE = 100;
/** Receiver ids of an np fan-out whose messages are queued at once, when nothing else is due. */
export const FAN_OUT_PAGE_SIZE = 1000;
const PUSH_CONCURRENCY = 10;
/** A claimed delivery is due again after this if its worker died mid-send. */
const LEASE_MS = 60_000;
/** Tries of one message before it is dropped (about two hours of backoff). */
export const MAX_PUSH_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
export const DEFAULT_PUSH_INTERVAL_MS = 2000;

/** What one run did, for logs, metrics and tests. */
export interface PushRunResult {
  sent: number;
  retried: number;
  gone: number;
  dropped: number;
}

/** When to try a message again: what the service asked, else 30 s doubled per try, ≤ 1 h. */
export function retryDelayMs(attempts: number, asked: number | null): number {
  const backoff = FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  return Math.min(asked ?? backoff, LONGEST_RETRY_MS);
}

/** Runs `task` over `items`, at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await task(item);
    }
  });
  await Promise.all(lanes);
}

async function sendBatch(
  db: Db,
  claimed: readonly ClaimedDelivery[],
  vapid: VapidKeys,
): Promise<Map<ClaimedDelivery, PushOutcome | null>> {
  const notices = await findNoticesForPush(db, [
    ...new Set(claimed.map((delivery) => delivery.noticeId)),
  ]);
  const outcomes = new Map<ClaimedDelivery, PushOutcome | null>();
  await eachLimited(claimed, PUSH_CONCURRENCY, async (delivery) => {
    const notice = notices.get(delivery.noticeId);
    const payload = notice ? pushPayloadOf(notice, delivery.language) : null;
    outcomes.set(delivery, payload ? await sendPush(delivery.subscription, payload, vapid) : null);
  });
  return outcomes;
}

/** Applies what became of each message: off the queue, again later, or its subscription gone. */
async function settle(
  db: Db,
  outcomes: Map<ClaimedDelivery, PushOutcome | null>,
  result: PushRunResult,
): Promise<void> {
  const done: number[] = [];
  const gone: number[] = [];
  for (const [delivery, outcome] of outcomes) {
    if (outcome?.kind === 'gone') {
      gone.push(delivery.subscriptionId);
      result.gone += 1;
    } else if (outcome?.kind === 'retry' && delivery.attempts < MAX_PUSH_ATTEMPTS) {
      await retryDeliveryLater(
        db,
        delivery.id,
        retryDelayMs(delivery.attempts, outcome.retryAfterMs),
      );
      result.retried += 1;
    } else {
      done.push(delivery.id);
      result[outcome?.kind === 'sent' ? 'sent' : 'dropped'] += 1;
    }
  }
  await removeDeliveries(db, done);
  await removeSubscriptions(db, gone);
}

/**
 * Sends every due push message, batch after batch until none is due, then queues the next page
 * of an np fan-out and goes on until none is left: each notice in the receiver's language with
 * its deep link; a message whose notice leads nowhere any more is dropped. Safe to run from
 * several processes at once: a message, and a fan-out's page, is taken by one of them.
 */
export async function deliverDuePushes(
  db: Db,
  vapid: VapidKeys,
  shouldStop: () => boolean = () => false,
): Promise<PushRunResult> {
  const result: PushRunResult = { sent: 0, retried: 0, gone: 0, dropped: 0 };
  while (!shouldStop()) {
    const claimed = await claimDueDeliveries(db, PUSH_BATCH_SIZE, LEASE_MS);
    if (claimed.length > 0) await settle(db, await sendBatch(db, claimed, vapid), result);
    else if (!(await queueFanOutPage(db, FAN_OUT_PAGE_SIZE))) break;
  }
  for (const outcome of ['sent', 'retried', 'gone', 'dropped'] as const) {
    if (result[outcome] > 0) pushMessages.inc({ outcome }, result[outcome]);
  }
  return result;
}

/** The push worker of this process: polls the queue every `intervalMs`. */
export function createPushWorker(options: {
  db: Db;
  vapid: VapidKeys;
  intervalMs?: number;
  log?: WorkerLog;
}): Poller {
  return createPoller({
    intervalMs: options.intervalMs ?? DEFAULT_PUSH_INTERVAL_MS,
    failureMessage: 'push delivery run failed',
    log: options.log,
    run: async (stopped) => {
      const result = await deliverDuePushes(options.db, options.vapid, stopped);
      if (result.sent + result.retried + result.gone + result.dropped > 0) {
        options.log?.info({ push: result }, 'push messages delivered');
      }
    },
  });
}
