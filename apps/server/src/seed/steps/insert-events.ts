import { eventLog } from '../../db/schema.ts';
import { addDays } from '../moscow-time.ts';
import type { People, SeedContext, SeededPost } from './context.ts';
import type { Structure } from './insert-structure.ts';

/** Inserts a little history into the event log: tab opens, a file click, a wiki jump. */
export async function insertEvents(
  ctx: SeedContext,
  posts: SeededPost[],
  people: People,
  structure: Structure,
): Promise<void> {
  const { tx, random, now } = ctx;
  const readers = Object.values(people.demo).filter((user) => !user.isStaff);
  const opens = readers.flatMap((user) =>
    Array.from({ length: 3 }, () => ({
      userId: user.id,
      eventType: 'open_spa_tab' as const,
      payload: { from_mobile: random.chance(0.3) },
      createdAt: addDays(now, -random.next() * 7),
    })),
  );
  const summary = posts.find((post) => post.key === 'week-summary');
  const summaryItem = summary?.docItemIds[0];
  const clicks =
    summary && summaryItem !== undefined
      ? [
          {
            userId: people.demo.client.id,
            eventType: 'click_file' as const,
            payload: { publication: summary.id, publication_item: summaryItem },
            createdAt: addDays(now, -1),
          },
        ]
      : [];
  const jumpPage = structure.wikiPageIds[3];
  const jumps =
    jumpPage === undefined
      ? []
      : [
          {
            userId: people.demo.client.id,
            eventType: 'wiki_go_to_tab' as const,
            payload: { wiki_page_id: jumpPage },
            createdAt: addDays(now, -2),
          },
        ];
  await tx.insert(eventLog).values([...opens, ...clicks, ...jumps]);
}
