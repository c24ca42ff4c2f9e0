import type { DemoRole } from '@app/contract';
import {
  publicationFavorites,
  publicationItemViews,
  publicationLikes,
  publicationViews,
} from '../../db/schema.ts';
import { addDays } from '../moscow-time.ts';
import type { People, SeedContext, SeededPost } from './context.ts';
import { audienceOf } from './insert-comments.ts';
import { inChunks } from './rows.ts';

/** How many favorites each demo reader has. */
const FAVORITES: Partial<Record<DemoRole, number>> = { client: 6, paid: 4, english: 3, uae: 2 };

/**
 * Inserts likes of publications, the demo readers' favorites, and what they viewed: some feed
 * posts, and their programme's lessons up to a point, so the progress pages show real numbers.
 */
export async function insertReactions(
  ctx: SeedContext,
  posts: SeededPost[],
  people: People,
): Promise<void> {
  const { tx, random, now } = ctx;
  const published = posts.filter((post) => post.status === 'published' && post.pubStartDate);
  const after = (post: SeededPost, maxDays: number): Date => {
    const date = addDays(post.pubStartDate ?? now, random.next() * maxDays);
    return date < now ? date : now;
  };

  const likes = published
    .filter((post) => !post.isLesson)
    .flatMap((post) =>
      random
        .sample(audienceOf(people, post.flows), random.int(0, 14))
        .map((user) => ({ userId: user.id, publicationId: post.id, createdAt: after(post, 3) })),
    );
  await inChunks(likes, 2000, async (chunk) => {
    await tx.insert(publicationLikes).values(chunk);
    return [];
  });

  const visibleTo = (role: DemoRole): SeededPost[] => {
    const flow = people.demo[role].flow;
    return published.filter(
      (post) =>
        !post.isLesson && (post.flows.length === 0 || (flow !== null && post.flows.includes(flow))),
    );
  };
  const favorites = (Object.keys(FAVORITES) as DemoRole[]).flatMap((role) =>
    random.sample(visibleTo(role), FAVORITES[role] ?? 0).map((post) => ({
      userId: people.demo[role].id,
      publicationId: post.id,
      createdAt: after(post, 2),
    })),
  );
  await tx.insert(publicationFavorites).values(favorites);

  const client = people.demo.client.id;
  const paid = people.demo.paid.id;
  const lessons = (prefix: string): SeededPost[] =>
    published.filter((post) => post.key.startsWith(prefix));
  const viewedWhole = [
    ...random.sample(visibleTo('client'), 12).map((post) => ({ userId: client, post })),
    ...[
      ...lessons('lesson-main-1-'),
      ...lessons('lesson-main-2-'),
      ...lessons('lesson-main-3-1'),
    ].map((post) => ({ userId: client, post })),
    ...[...lessons('lesson-paid-1-'), ...lessons('lesson-paid-2-')].map((post) => ({
      userId: paid,
      post,
    })),
  ];
  await tx.insert(publicationViews).values(
    viewedWhole.map(({ userId, post }) => ({
      userId,
      publicationId: post.id,
      createdAt: after(post, 4),
    })),
  );
  // Marking a post viewed marks its videos; one lesson is seen only in part.
  const partly = lessons('lesson-main-3-2').flatMap((post) => post.videoItemIds.slice(0, 1));
  const itemViews = [
    ...viewedWhole.flatMap(({ userId, post }) =>
      post.videoItemIds.map((itemId) => ({ userId, itemId, createdAt: after(post, 4) })),
    ),
    ...partly.map((itemId) => ({ userId: client, itemId, createdAt: now })),
  ];
  await tx.insert(publicationItemViews).values(itemViews);
}
