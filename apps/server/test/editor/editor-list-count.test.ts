import {
  api,
  EDITOR_COUNT_LIMIT,
  EDITOR_PAGE_SIZE,
  EditorListResponseSchema,
  withQuery,
  type EditorListResponse,
  type QueryValues,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { callAs, expectStatus } from './editor-test-kit.ts';

// A database of its own: one post more than EDITOR_COUNT_LIMIT.
const kit = usePublicationTestKit();
let staff: User;

beforeAll(async () => {
  const { db } = kit.database;
  staff = await buildUser(db, { isStaff: true });
  // One past the limit: drafts titled Кардио, but the first one published.
  await db.execute(sql`insert into publications (title, status, pub_start_date, section_id)
    select 'Кардио ' || n, case when n = 1 then 'published' else 'draft' end,
      case when n = 1 then now() end, ${kit.taxonomy.sections.feed}
    from generate_series(1, ${EDITOR_COUNT_LIMIT + 1}) as n`);
});

async function list(values: QueryValues): Promise<EditorListResponse> {
  const body = await expectStatus<unknown>(
    callAs(kit, 'GET', withQuery(api.editorPublicationList, values), staff.id),
    200,
  );
  return EditorListResponseSchema.strict().parse(body);
}

const lastPage = EDITOR_COUNT_LIMIT / EDITOR_PAGE_SIZE;

describe('editor list counts', () => {
  it('stop at the limit, say more match, and page up to it', async () => {
    const first = await list({ full_text_search: 'кардио' });
    expect(first.pagination).toMatchObject({
      count: EDITOR_COUNT_LIMIT,
      count_is_capped: true,
      count_pages: lastPage,
      has_next: true,
    });
    const last = await list({ full_text_search: 'кардио', page: lastPage });
    expect(last.results).toHaveLength(EDITOR_PAGE_SIZE);
    expect(last.pagination).toMatchObject({ has_next: false, next_page_number: null });
    expect((await list({ full_text_search: 'кардио', page: lastPage + 1 })).results).toEqual([]);
  });

  it('are exact up to the limit', async () => {
    const drafts = await list({ draft: 'true', full_text_search: 'кардио' });
    expect(drafts.pagination).toMatchObject({
      count: EDITOR_COUNT_LIMIT,
      count_is_capped: false,
      count_pages: lastPage,
    });
    expect((await list({ published: 'true' })).pagination).toMatchObject({
      count: 1,
      count_is_capped: false,
      count_pages: 1,
    });
  });

  it('cap the plain list too', async () => {
    expect((await list({})).pagination).toMatchObject({
      count: EDITOR_COUNT_LIMIT,
      count_is_capped: true,
      count_pages: lastPage,
    });
  });
});
