import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { api, withQuery } from '@app/contract';
import type { DemoRole, FeedListResponse, Publication } from '@app/contract';
import { accessTokenFor } from './auth.ts';

/** Every feed publication `role` can see (the first pages are enough for the seed). */
export async function feedOf(request: APIRequestContext, role: DemoRole): Promise<Publication[]> {
  const access = await accessTokenFor(request, role);
  const found: Publication[] = [];
  for (let page = 1; page <= 5; page++) {
    const response = await request.get(withQuery(api.feedList, { page }), {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as FeedListResponse;
    found.push(...body.results);
    if (!body.pagination.has_next) break;
  }
  return found;
}

/** The first seeded feed publication of `role` that `matches`. */
export async function findPost(
  request: APIRequestContext,
  role: DemoRole,
  matches: (publication: Publication) => boolean,
): Promise<Publication> {
  const post = (await feedOf(request, role)).find(matches);
  if (!post) throw new Error(`no seeded publication of ${role} fits`);
  return post;
}
