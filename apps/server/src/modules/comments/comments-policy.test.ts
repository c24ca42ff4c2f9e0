import { describe, expect, it } from 'vitest';
import {
  canLikeComment,
  canPinComments,
  canReportComments,
  canSeeReports,
  canWriteComments,
  deleteMode,
} from './comments-policy.ts';

const base = { id: 1, isStaff: false, isGreen: false, isModerator: false, isSuperModerator: false };
const roles = {
  client: base,
  green: { ...base, isGreen: true },
  staff: { ...base, isStaff: true },
  moderator: { ...base, isModerator: true },
  supermoderator: { ...base, isModerator: true, isSuperModerator: true },
};
const own = { authorId: 1 };
const others = { authorId: 2 };

describe('comments policy', () => {
  it.each([
    [
      'client',
      { write: true, likeOthers: 'ok', likeOwn: 'own', pin: false, report: true, reports: false },
    ],
    [
      'green',
      {
        write: false,
        likeOthers: 'green',
        likeOwn: 'green',
        pin: false,
        report: false,
        reports: false,
      },
    ],
    [
      'staff',
      { write: true, likeOthers: 'ok', likeOwn: 'own', pin: false, report: false, reports: false },
    ],
    [
      'moderator',
      { write: true, likeOthers: 'ok', likeOwn: 'own', pin: false, report: true, reports: true },
    ],
    [
      'supermoderator',
      { write: true, likeOthers: 'ok', likeOwn: 'own', pin: true, report: true, reports: true },
    ],
  ] as const)('%s', (role, expected) => {
    const viewer = roles[role];
    expect({
      write: canWriteComments(viewer),
      likeOthers: canLikeComment(viewer, others),
      likeOwn: canLikeComment(viewer, own),
      pin: canPinComments(viewer),
      report: canReportComments(viewer),
      reports: canSeeReports(viewer),
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
    expect(deleteMode(roles[role], comment)).toBe(expected);
  });
});
