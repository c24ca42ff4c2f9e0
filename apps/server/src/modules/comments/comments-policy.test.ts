import { describe, expect, it } from 'vitest';
import { FieldValidationError, HttpError } from '../../plugins/http-errors.ts';
import {
  canLikeComment,
  canSeeReports,
  canWriteComments,
  deleteMode,
  requirePinnable,
  requireReportable,
  type CommentViewer,
} from './comments-policy.ts';

const base: CommentViewer = {
  id: 1,
  isStaff: false,
  language: 'ru',
  flowId: 1,
  isGreen: false,
  isPaidRpp: false,
  isModerator: false,
  isSuperModerator: false,
};
const roles = {
  client: base,
  green: { ...base, isGreen: true },
  staff: { ...base, isStaff: true },
  moderator: { ...base, isModerator: true },
  supermoderator: { ...base, isModerator: true, isSuperModerator: true },
};
const others = { authorId: 2, parentId: null, abstractRemoved: false };
const own = { ...others, authorId: 1 };

/** What `act` throws, as status, message and code, or 'ok'. */
function refusal(act: () => void): 'ok' | { status: number; detail: string; code?: string } {
  try {
    act();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) {
      return { status: error.statusCode, detail: error.message, code: error.code };
    }
    if (error instanceof FieldValidationError) return { status: 400, detail: error.message };
    throw error;
  }
}

describe('comments policy', () => {
  it('reads the viewer’s id as the rules’ user id', () => {
    expect(canLikeComment(roles.client, own)).toBe('own');
    expect(canLikeComment(roles.client, others)).toBe('ok');
    expect(canLikeComment(roles.green, others)).toBe('green');
    expect(deleteMode(roles.client, own)).toBe('own');
    expect(deleteMode(roles.client, others)).toBeNull();
    expect(deleteMode(roles.moderator, others)).toBe('moderate');
  });

  it('keeps comments from green flows and reports for moderators', () => {
    expect([canWriteComments(roles.client), canWriteComments(roles.green)]).toEqual([true, false]);
    expect([canSeeReports(roles.staff), canSeeReports(roles.moderator)]).toEqual([false, true]);
  });

  it.each([
    ['client', others, 'ok'],
    ['moderator', others, 'ok'],
    ['client', own, 'You cannot report your own comment.'],
    ['staff', others, 'Staff do not report comments.'],
    ['green', others, 'Comments are not available on your flow.'],
  ] as const)('%s reporting %j: %s', (role, comment, expected) => {
    const outcome = refusal(() => requireReportable(roles[role], comment));
    expect(outcome).toEqual(
      expected === 'ok' ? 'ok' : { status: 403, detail: expected, code: 'permission_denied' },
    );
  });

  it.each([
    ['supermoderator', others, true, 'ok'],
    ['supermoderator', { ...others, abstractRemoved: true }, false, 'ok'],
    ['moderator', others, true, 403],
    ['supermoderator', { ...others, parentId: 3 }, false, 400],
    ['supermoderator', { ...others, abstractRemoved: true }, true, 400],
  ] as const)('%s pinning %j (is_fixed %s): %s', (role, comment, isFixed, expected) => {
    const outcome = refusal(() => requirePinnable(roles[role], comment, isFixed));
    expect(outcome === 'ok' ? 'ok' : outcome.status).toBe(expected);
  });
});
