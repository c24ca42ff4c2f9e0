import { describe, expect, it } from 'vitest';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { buildComment } from '../test/build-comment.ts';
import {
  addImages,
  canSend,
  commentAbilities,
  parseOrdering,
  seesComments,
  showsJumpArrows,
  showsPagination,
  showsSort,
  truncateText,
  visiblePages,
} from './comment-rules.ts';

describe('comment list controls', () => {
  it('shows the pagination only with more than one page', () => {
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });

  it('shows the first/last arrows only with more than 3 pages', () => {
    expect(showsJumpArrows(3)).toBe(false);
    expect(showsJumpArrows(4)).toBe(true);
  });

  it('shows the sort only with at least 2 comments', () => {
    expect(showsSort(1)).toBe(false);
    expect(showsSort(2)).toBe(true);
  });

  it('lists at most five page numbers around the current page, within the pages', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('reads a stored sort, falling back to created_at', () => {
    expect(parseOrdering('-like_count')).toBe('-like_count');
    expect(parseOrdering('-created_at')).toBe('-created_at');
    expect(parseOrdering('likes')).toBe('created_at');
    expect(parseOrdering(null)).toBe('created_at');
  });
});

describe('comment text', () => {
  it('cuts texts over 1000 characters until expanded', () => {
    const exact = 'а'.repeat(1000);
    expect(truncateText(exact, false)).toEqual({ shown: exact, truncated: false });
    const long = 'б'.repeat(1001);
    const cut = truncateText(long, false);
    expect(cut.truncated).toBe(true);
    expect(cut.shown).toBe(`${'б'.repeat(1000)}…`);
    expect(truncateText(long, true)).toEqual({ shown: long, truncated: false });
  });

  it('sends only text up to 4000 characters or at least one image', () => {
    expect(canSend('', 0)).toBe(false);
    expect(canSend('  \n ', 0)).toBe(false);
    expect(canSend('', 1)).toBe(true);
    expect(canSend('Привет', 0)).toBe(true);
    expect(canSend('я'.repeat(4000), 0)).toBe(true);
    expect(canSend('я'.repeat(4001), 2)).toBe(false);
  });

  it('clears the whole selection when more than 5 images are chosen', () => {
    expect(addImages([1, 2], [3, 4, 5])).toEqual({ images: [1, 2, 3, 4, 5], tooMany: false });
    expect(addImages([1, 2], [3, 4, 5, 6])).toEqual({ images: [], tooMany: true });
    expect(addImages([], [1, 2, 3, 4, 5, 6])).toEqual({ images: [], tooMany: true });
  });
});

describe('comment abilities', () => {
  const client = buildUserInfo();
  const staff = buildUserInfo({ is_staff: true, flow: null });
  const moderator = buildUserInfo({ moderator: true });
  const superModerator = buildUserInfo({ moderator: true, super_moderator: true });
  const top = buildComment();
  const reply = buildComment({ pk: 2, parent: 1 });
  const own = buildComment({
    is_my_comment: true,
    jwt_client: { ...top.jwt_client, user_id: client.pk },
  });

  it('lets a client reply, report and like others, and delete only their own', () => {
    expect(commentAbilities(client, top, false)).toMatchObject({
      like: true,
      reply: true,
      delete: false,
      report: true,
      pin: false,
      seeReports: false,
    });
    expect(commentAbilities(client, own, false)).toMatchObject({ delete: true, report: false });
  });

  it('never offers to report one’s own comment, whatever the role', () => {
    for (const user of [client, moderator, superModerator]) {
      expect(commentAbilities(user, own, false)).toMatchObject({ report: false, delete: true });
      expect(commentAbilities(user, top, false).report).toBe(true);
    }
  });

  it('lets moderators delete any comment and see reports; staff never report', () => {
    expect(commentAbilities(moderator, top, false)).toMatchObject({
      delete: true,
      seeReports: true,
      pin: false,
    });
    expect(commentAbilities(staff, top, false).report).toBe(false);
  });

  it('lets super moderators pin top-level comments only', () => {
    expect(commentAbilities(superModerator, top, false).pin).toBe(true);
    expect(commentAbilities(superModerator, reply, false).pin).toBe(false);
  });

  it('hides reply links when comments are disabled, and every action on a placeholder', () => {
    expect(commentAbilities(client, top, true).reply).toBe(false);
    const removed = { ...own, abstract_removed: true };
    expect(commentAbilities(superModerator, removed, false)).toMatchObject({
      like: false,
      reply: false,
      delete: false,
      report: false,
      pin: false,
    });
  });

  it('hides the comments from green-flow users', () => {
    expect(seesComments(client)).toBe(true);
    expect(seesComments(buildUserInfo({ flow: { is_green: true } }))).toBe(false);
    expect(seesComments(staff)).toBe(true);
  });
});
