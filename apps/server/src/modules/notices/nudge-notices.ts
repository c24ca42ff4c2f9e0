import { NUDGE_REPEAT_HOURS, type NudgeResponse } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { findNoticeFacts, findPublicationAudience } from './new-publication-notices-repo.ts';
import { noticeSettingColumns } from './notices-policy.ts';
import { insertNudgeNotices, lockNudges } from './nudge-notices-repo.ts';

/**
 * Reminds the audience of a published publication that has not viewed it yet (staff insights):
 * a 'nudge' notice to each user of the audience without a view whose setting for the post is on
 * (the np notice's rule: the keys of its tags, notification_wiki for a wiki post), except those
 * reminded of it within NUDGE_REPEAT_HOURS, who are counted as skipped. disable_pushs, which
 * silences the automatic new-publication notice, does not hold back a reminder staff ask for.
 * 404 for an unknown publication, 409 `not_published` for one that is not published.
 */
export async function sendNudge(db: Db, publicationId: number): Promise<NudgeResponse> {
  const facts = await findNoticeFacts(db, publicationId);
  const audience = await findPublicationAudience(db, publicationId);
  if (!facts || !audience) throw notFound();
  if (facts.status !== 'published') {
    throw new HttpError(409, 'Only a published publication can be reminded of.', 'not_published');
  }
  const settingColumns = noticeSettingColumns({
    hasWikiPage: facts.has_wiki_page,
    groupSlug: facts.group_slug,
    tagSlugs: facts.tag_slugs,
  });
  return db.transaction(async (tx) => {
    await lockNudges(tx, publicationId);
    return insertNudgeNotices(tx, audience, settingColumns, NUDGE_REPEAT_HOURS);
  });
}
