import type { Db } from '../../db/client.ts';
import { fanOutDuration, fanOutSize } from '../../observability/metrics.ts';
import {
  claimFanOutPart,
  FAN_OUT_BATCH_USERS,
  findNoticeFacts,
  findPublicationAudience,
  finishFanOutPart,
  insertNewPublicationNotices,
  queueFanOutParts,
  type UserIdRange,
} from './new-publication-notices-repo.ts';
import { newPublicationAudience } from './notices-policy.ts';

/** Queued parts of np fan-outs each process sends at once (each on a connection of its own). */
export const FAN_OUT_SENDERS = 2;

/**
 * Sends the 'np' notice of a published publication to everyone who may read it and wants it
 * (DESIGN §4 "Notices"): its audience (`inAudience`: non-staff users with content access whose
 * current flow is one of the publication's flows, or every user, paid for the psychology group
 * on that flow when the publication is in it) with the setting the publication obeys on (no
 * settings row: on), among the users of `options.users` (default: all).
 * INSERT … SELECT statements over ranges of `batchUsers` user ids, in one transaction under the
 * fan-out lock of each range, skipping whoever has the notice already (so it can be repeated).
 * Nothing is sent for a publication that is not published, has disable_pushs, is a topic or a lesson.
 * @returns how many users were notified by this call (0 when repeated).
 */
export async function fanOutNewPublicationNotices(
  db: Db,
  publicationId: number,
  options: { batchUsers?: number; users?: UserIdRange } = {},
): Promise<number> {
  const facts = await findNoticeFacts(db, publicationId);
  if (!facts) return 0;
  const audience = newPublicationAudience({
    status: facts.status,
    disablePushs: facts.disable_pushs,
    sectionSlug: facts.section_slug,
    groupSlug: facts.group_slug,
    hasWikiPage: facts.has_wiki_page,
    isLesson: facts.is_lesson,
    tagSlugs: facts.tag_slugs,
  });
  if (!audience) return 0;
  const readers = await findPublicationAudience(db, publicationId);
  if (!readers) return 0;
  const endTimer = fanOutDuration.startTimer();
  const notified = await insertNewPublicationNotices(db, readers, audience.settingColumns, {
    batchUsers: options.batchUsers ?? FAN_OUT_BATCH_USERS,
    users: options.users,
  });
  endTimer();
  fanOutSize.observe(notified);
  return notified;
}

/**
 * Queues the np fan-out of a publication being published, in the publishing transaction: one
 * part per FAN_OUT_BATCH_USERS user ids, which `sendQueuedNewPublicationNotices` sends once it
 * has committed (whom to notify is decided then). Each part adds whom it notified to
 * `scheduleItemId`'s count.
 */
export async function queueNewPublicationNotices(
  db: Db,
  publicationId: number,
  scheduleItemId: number | null,
): Promise<void> {
  await queueFanOutParts(db, publicationId, scheduleItemId);
}

/** The parts one run failed to send (left queued), and why. */
interface SendRun {
  failedParts: number[];
  errors: unknown[];
}

/**
 * Sends the oldest queued part no one else is sending but those `run` failed to send, in one
 * transaction with its removal from the queue: a part whose sender dies stays queued for the
 * next one, and so does a part whose send fails (added to `run`, which goes on with the others).
 * @returns whether a part was found.
 * @throws when no part could be claimed (the database is unavailable…).
 */
async function sendQueuedPart(db: Db, run: SendRun): Promise<boolean> {
  let claimed: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const part = await claimFanOutPart(tx, run.failedParts);
      if (!part) return false;
      claimed = part.id;
      const notified = await fanOutNewPublicationNotices(tx, part.publicationId, {
        users: part.users,
      });
      await finishFanOutPart(tx, part, notified);
      return true;
    });
  } catch (error) {
    if (claimed === undefined) throw error;
    run.failedParts.push(claimed);
    run.errors.push(error);
    return true;
  }
}

/**
 * Sends the queued parts of np fan-outs, FAN_OUT_SENDERS at a time, until none is left or
 * `shouldStop` says so. Every server's scheduler runs it, so the parts of one fan-out are sent
 * side by side by every process (500,000 users: ten parts). A part that fails is tried once a
 * run: the others are sent all the same, then the first failure is thrown (the scheduler logs
 * it, and its next run tries the part again).
 */
export async function sendQueuedNewPublicationNotices(
  db: Db,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const run: SendRun = { failedParts: [], errors: [] };
  const sender = async (): Promise<void> => {
    let found = true;
    while (found && !shouldStop()) found = await sendQueuedPart(db, run);
  };
  // Both settle before a failure is thrown: no sender is left running unawaited.
  const outcomes = await Promise.allSettled(Array.from({ length: FAN_OUT_SENDERS }, sender));
  for (const outcome of outcomes)
    if (outcome.status === 'rejected') run.errors.push(outcome.reason);
  if (run.errors.length > 0) throw run.errors[0];
}
