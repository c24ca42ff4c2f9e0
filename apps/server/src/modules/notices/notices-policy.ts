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

/**
 * Who of its readers (`inAudience`) receives it: users with any of these notice_settings columns
 * on (no row: all on).
 */
export interface NewPublicationAudience {
  settingColumns: string[];
}

/**
 * Which notice setting a new publication obeys (DESIGN §4), or null when it notifies no one:
 * not published, disable_pushs, a community topic or a programme lesson (see
 * noticeSettingColumns; the feed master toggle off silences a post without a notice tag).
 */
export function newPublicationAudience(facts: NewPublicationFacts): NewPublicationAudience | null {
  if (facts.status !== 'published' || facts.disablePushs) return null;
  if (facts.isLesson || facts.sectionSlug === 'topic') return null;
  return { settingColumns: noticeSettingColumns(facts) };
}

/**
 * The notice_settings columns a notice about the publication obeys, any of them on being enough:
 * notification_wiki for a wiki post; for any other the keys of its tags (rpp_-prefixed in the
 * psychology group), or every key of that channel when it has none of those tags.
 */
export function noticeSettingColumns(
  facts: Pick<NewPublicationFacts, 'hasWikiPage' | 'groupSlug' | 'tagSlugs'>,
): string[] {
  if (facts.hasWikiPage) return ['notification_wiki'];
  const prefix = facts.groupSlug === RPP_GROUP ? 'rpp_notification_' : 'notification_';
  const tagged = FEED_NOTICE_TYPES.filter((type) => facts.tagSlugs.includes(type));
  const types = tagged.length > 0 ? tagged : FEED_NOTICE_TYPES;
  return types.map((type) => `${prefix}${type}`);
}
