import { FEED_NOTICE_TYPES } from '@app/contract';
import { RPP_GROUP } from '../publications/publications-policy.ts';

/** What decides who gets a new publication's notice, read from the publication. */
export interface NewPublicationFacts {
  status: 'draft' | 'published' | 'deactivated';
  disablePushs: boolean;
  /** 'feed' or 'topic' (null when unset). */
  sectionSlug: string | null;
  groupSlug: string | null;
  hasWikiPage: boolean;
  /** A programme lesson (flow_program_page_id set). */
  isLesson: boolean;
  tagSlugs: readonly string[];
}

/** Who may receive it: users with any of these notice_settings columns on (no row: all on). */
export interface NewPublicationAudience {
  settingColumns: string[];
  /** The psychology group: only users paid for it on their current flow. */
  paidRppOnly: boolean;
}

/**
 * Which notice setting a new publication obeys (DESIGN §4), or null when it notifies no one:
 * not published, disable_pushs, a community topic or a programme lesson. A wiki post obeys
 * notification_wiki; a feed post the keys of its tags (rpp_-prefixed in the psychology group),
 * any of them on being enough; a feed post without such a tag reaches whoever has any key of
 * that channel on (the feed master toggle off silences it).
 */
export function newPublicationAudience(facts: NewPublicationFacts): NewPublicationAudience | null {
  if (facts.status !== 'published' || facts.disablePushs) return null;
  if (facts.isLesson || facts.sectionSlug === 'topic') return null;
  if (facts.hasWikiPage) return { settingColumns: ['notification_wiki'], paidRppOnly: false };
  const paidRppOnly = facts.groupSlug === RPP_GROUP;
  const prefix = paidRppOnly ? 'rpp_notification_' : 'notification_';
  const tagged = FEED_NOTICE_TYPES.filter((type) => facts.tagSlugs.includes(type));
  const types = tagged.length > 0 ? tagged : FEED_NOTICE_TYPES;
  return { settingColumns: types.map((type) => `${prefix}${type}`), paidRppOnly };
}
