import { COMMENT_ORDERINGS } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { commentPageQuery, listedCount } from '../../src/modules/comments/comment-read-repo.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

let hot: number;

beforeAll(async () => {
  const { db } = kit.database;
  const flow = await buildFlow(db);
  const author = await buildUser(db, { flow });
  const ids: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    ids.push((await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id);
  }
  hot = ids[0] ?? 0;
  // 20,000 comments: 1,000 (5 %) on the hot publication, the rest spread over 19 others; one
  // in ten of the hot ones answered. (The bench's hottest post holds 0.3 % of 1M comments.)
  await db.execute(sql`insert into comments (publication_id, author_id, text, text_web, created_at)
    select case when i % 20 = 0 then ${hot}::integer
             else (${sql.param(ids)}::integer[])[2 + i % 19] end,
      ${author.id}::integer, 'x', 'x', now() - i * interval '1 minute'
    from generate_series(1, 20000) i`);
  await db.execute(sql`insert into comments (publication_id, author_id, parent_id, text, text_web)
    select c.publication_id, c.author_id, c.id, 'r', 'r' from comments c
    where c.publication_id = ${hot} and c.id % 10 = 0`);
  // Vacuumed as autovacuum would have: index-only scans need the visibility map.
  await db.execute(sql`vacuum analyze comments`);
});

async function plan(query: SQL): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(kit.database.db, sql`explain ${query}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

describe('the comment page statement', () => {
  it.each(['created_at', '-created_at'] as const)(
    'reads comments_listed_idx for %s, first and deep pages, without sorting',
    async (ordering) => {
      for (const offset of [0, 20 * 40]) {
        const text = await plan(commentPageQuery(hot, ordering, 20, offset));
        expect(text, text).toContain('comments_listed_idx');
        expect(text, text).not.toMatch(/Seq Scan on comments|Sort/);
      }
    },
  );

  it('reads only the publication’s top-level comments for -like_count', async () => {
    const text = await plan(commentPageQuery(hot, '-like_count', 20, 0));
    expect(text, text).toContain('comments_listed_idx');
    expect(text, text).not.toMatch(/Seq Scan on comments/);
  });

  it('counts the listed comments from the index alone', async () => {
    const text = await plan(sql`select ${listedCount(hot)}`);
    expect(text, text).toContain('Index Only Scan using comments_listed_idx');
  });

  it('covers every ordering', () => {
    expect(COMMENT_ORDERINGS).toEqual(['created_at', '-created_at', '-like_count']);
  });
});
