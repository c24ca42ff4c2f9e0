import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { useCommentTestKit } from './comment-test-kit.ts';

// The default limit: COMMENT_RATE_LIMIT unset.
const kit = useCommentTestKit({ COMMENT_RATE_LIMIT: '' });

let first: User;
let second: User;
let publicationId: number;

beforeAll(async () => {
  const { db } = kit.database;
  const flow = await buildFlow(db);
  first = await buildUser(db, { flow });
  second = await buildUser(db, { flow });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
});

describe('comment creation rate limit', () => {
  it('allows 10 comments a minute per user, then answers 429 with a clear message', async () => {
    for (let i = 0; i < 10; i += 1) {
      await kit.create(first.id, { publication: publicationId, text: `№${i}` });
    }
    const limited = await kit.post(first.id, { publication: publicationId, text: 'ещё' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: expect.stringMatching(/^Too many comments: at most 10 a minute\. Try again in/),
      code: 'throttled',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user from the same address is not affected.
    await kit.create(second.id, { publication: publicationId, text: 'мой первый' });
  });
});
