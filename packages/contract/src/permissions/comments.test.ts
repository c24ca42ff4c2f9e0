import { describe, expect, it } from 'vitest';
import {
  canSeeCommentReports,
  canUseComments,
  commentDeleteMode,
  commentLikeVerdict,
  commentPinVerdict,
  commentReportVerdict,
  type CommentFacts,
} from './comments.ts';
import type { ViewerFacts } from './viewer.ts';

const client: ViewerFacts = {
  userId: 1,
  isStaff: false,
  isGreen: false,
  isModerator: false,
  isSuperModerator: false,
};
const roles = {
  client,
  green: { ...client, isGreen: true },
  staff: { ...client, isStaff: true },
  moderator: { ...client, isModerator: true },
  supermoderator: { ...client, isModerator: true, isSuperModerator: true },
};
const others: CommentFacts = { authorId: 2, parentId: null, removed: false };
const own: CommentFacts = { ...others, authorId: 1 };

describe('comment rules', () => {
  it.each([
    [
      'client',
      { use: true, likeOthers: 'ok', likeOwn: 'own', reportOthers: 'ok', reportOwn: 'own' },
    ],
    [
      'green',
      {
        use: false,
        likeOthers: 'green',
        likeOwn: 'green',
        reportOthers: 'green',
        reportOwn: 'green',
      },
    ],
    [
      'staff',
      { use: true, likeOthers: 'ok', likeOwn: 'own', reportOthers: 'staff', reportOwn: 'staff' },
    ],
    [
      'moderator',
      { use: true, likeOthers: 'ok', likeOwn: 'own', reportOthers: 'ok', reportOwn: 'own' },
    ],
    [
      'supermoderator',
      { use: true, likeOthers: 'ok', likeOwn: 'own', reportOthers: 'ok', reportOwn: 'own' },
    ],
  ] as const)('%s: use, like, report', (role, expected) => {
    const viewer = roles[role];
    expect({
      use: canUseComments(viewer),
      likeOthers: commentLikeVerdict(viewer, others),
      likeOwn: commentLikeVerdict(viewer, own),
      reportOthers: commentReportVerdict(viewer, others),
      reportOwn: commentReportVerdict(viewer, own),
    }).toEqual(expected);
  });

  it.each([
    ['client', own, 'own'],
    ['client', others, null],
    ['staff', others, null],
    ['green', own, 'own'],
    ['moderator', others, 'moderate'],
    ['moderator', own, 'own'],
    ['supermoderator', others, 'moderate'],
  ] as const)('%s deleting %j: %s', (role, comment, expected) => {
    expect(commentDeleteMode(roles[role], comment)).toBe(expected);
  });

  it.each([
    ['supermoderator', others, true, 'ok'],
    ['supermoderator', others, false, 'ok'],
    ['supermoderator', { ...others, parentId: 5 }, true, 'reply'],
    ['supermoderator', { ...others, parentId: 5 }, false, 'reply'],
    ['supermoderator', { ...others, removed: true }, true, 'removed'],
    ['supermoderator', { ...others, removed: true }, false, 'ok'],
    ['moderator', others, true, 'role'],
    ['staff', others, true, 'role'],
    ['client', own, true, 'role'],
  ] as const)('%s pinning %j (is_fixed %s): %s', (role, comment, isFixed, expected) => {
    expect(commentPinVerdict(roles[role], comment, isFixed)).toBe(expected);
  });

  it.each([
    ['client', false],
    ['staff', false],
    ['moderator', true],
    ['supermoderator', true],
  ] as const)('%s sees reports: %s', (role, expected) => {
    expect(canSeeCommentReports(roles[role])).toBe(expected);
  });
});
