import { scheduleItems, type ScheduleItem } from '../../db/schema.ts';
import { addDays, moscowTime } from '../moscow-time.ts';
import type { People, SeedContext, SeededPost } from './context.ts';

type NewItem = Omit<ScheduleItem, 'id' | 'createdAt'>;

/**
 * Inserts schedule history and plans: pending activations of the delayed drafts, done
 * activations (with how many users were notified) of recent posts, a pin and a later unpin of a
 * pinned post, a deactivation that ran, one that is pending, and one skipped activation.
 */
export async function insertSchedule(
  ctx: SeedContext,
  posts: SeededPost[],
  people: People,
): Promise<void> {
  const { now } = ctx;
  const byKey = (key: string): SeededPost => {
    const post = posts.find((candidate) => candidate.key === key);
    if (!post) throw new Error(`No seeded post ${key}`);
    return post;
  };
  const reach = (post: SeededPost): number =>
    people.all.filter(
      (user) =>
        !user.isStaff &&
        user.flow !== null &&
        (post.flows.length === 0 || post.flows.includes(user.flow)),
    ).length;
  const pending = (post: SeededPost, event: NewItem['event'], eventDate: Date): NewItem => ({
    publicationId: post.id,
    event,
    eventDate,
    state: 'pending',
    executedAt: null,
    notifiedCount: null,
    error: null,
  });
  const ran = (
    post: SeededPost,
    event: NewItem['event'],
    eventDate: Date,
    state: 'done' | 'skipped' = 'done',
  ): NewItem => ({
    publicationId: post.id,
    event,
    eventDate,
    state,
    executedAt: new Date(eventDate.getTime() + 4_000),
    notifiedCount: event === 'activation' && state === 'done' ? reach(post) : null,
    error: null,
  });
  const publishedAt = (post: SeededPost): Date => post.pubStartDate ?? now;

  const delayed = posts.filter((post) => post.activateInDays !== undefined);
  const recent = posts
    .filter((post) => post.status === 'published' && !post.isLesson && post.pubStartDate)
    .sort((a, b) => publishedAt(b).getTime() - publishedAt(a).getTime())
    .slice(0, 8);
  const pinned = byKey('steps-marathon');
  const oldSchedule = byKey('deactivated-old-schedule');

  await ctx.tx
    .insert(scheduleItems)
    .values([
      ...delayed.map((post) =>
        pending(post, 'activation', moscowTime(now, post.activateInDays ?? 1, 10)),
      ),
      ...recent.map((post) => ran(post, 'activation', publishedAt(post))),
      ran(pinned, 'pin', publishedAt(pinned)),
      pending(pinned, 'unpin', moscowTime(now, 7, 9)),
      ran(oldSchedule, 'activation', publishedAt(oldSchedule)),
      ran(oldSchedule, 'deactivation', moscowTime(now, -14, 0)),
      pending(byKey('live-schedule'), 'deactivation', moscowTime(now, 6, 23, 30)),
      ran(
        byKey('platform-update'),
        'activation',
        addDays(publishedAt(byKey('platform-update')), 0.01),
        'skipped',
      ),
    ]);
}
