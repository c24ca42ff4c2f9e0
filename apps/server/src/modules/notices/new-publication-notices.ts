import type { Db } from '../../db/client.ts';
import { fanOutDuration, fanOutSize } from '../../observability/metrics.ts';
import {
  findNoticeFacts,
  findPublicationAudience,
  insertNewPublicationNotices,
} from './new-publication-notices-repo.ts';
import { newPublicationAudience } from './notices-policy.ts';

/**
 * Sends the 'np' notice of a published publication to everyone who may read it and wants it
 * (DESIGN §4 "Notices"): its audience (`inAudience`: non-staff users with content access whose
 * current flow is one of the publication's flows, or every user, paid for the psychology group
 * on that flow when the publication is in it) with the setting the publication obeys on (no
 * settings row: on).
 * INSERT … SELECT statements over bounded ranges of user ids, in one transaction under the
 * publication's fan-out lock, skipping whoever has the notice already (so it can be repeated).
 * Nothing is sent for a publication that is not published, has disable_pushs, is a topic or a lesson.
 * @returns how many users were notified by this call (0 when repeated).
 */
export async function fanOutNewPublicationNotices(
  db: Db,
  publicationId: number,
  options: { batchUsers?: number } = {},
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
  const notified = await insertNewPublicationNotices(
    db,
    readers,
    audience.settingColumns,
    options.batchUsers,
  );
  endTimer();
  fanOutSize.observe(notified);
  return notified;
}
