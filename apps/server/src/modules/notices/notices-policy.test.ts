import { describe, expect, it } from 'vitest';
import { newPublicationAudience, type NewPublicationFacts } from './notices-policy.ts';

const feedPost: NewPublicationFacts = {
  status: 'published',
  disablePushs: false,
  sectionSlug: 'feed',
  groupSlug: 'physical_transformation',
  hasWikiPage: false,
  isLesson: false,
  tagSlugs: ['video'],
};
const feedKeys = [
  'notification_video',
  'notification_article',
  'notification_training',
  'notification_tasks',
  'notification_announcement',
  'notification_webinar',
];

describe('newPublicationAudience', () => {
  it.each<[string, Partial<NewPublicationFacts>, ReturnType<typeof newPublicationAudience>]>([
    ['a tagged feed post', {}, { settingColumns: ['notification_video'] }],
    [
      'several tags, unknown ones left out',
      { tagSlugs: ['webinar', 'misc', 'tasks'] },
      { settingColumns: ['notification_tasks', 'notification_webinar'] },
    ],
    ['no notice tag: the whole channel', { tagSlugs: [] }, { settingColumns: feedKeys }],
    [
      'the psychology group',
      { groupSlug: 'physical_rpp', tagSlugs: ['article'] },
      { settingColumns: ['rpp_notification_article'] },
    ],
    [
      'a wiki post',
      { groupSlug: null, hasWikiPage: true },
      { settingColumns: ['notification_wiki'] },
    ],
    ['disable_pushs', { disablePushs: true }, null],
    ['a draft', { status: 'draft' }, null],
    ['a deactivated post', { status: 'deactivated' }, null],
    ['a topic', { sectionSlug: 'topic' }, null],
    ['a lesson', { isLesson: true }, null],
  ])('%s', (_name, facts, expected) => {
    expect(newPublicationAudience({ ...feedPost, ...facts })).toEqual(expected);
  });
});
