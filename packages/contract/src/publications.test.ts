import { describe, expect, it } from 'vitest';
import { FeedListQuery, IdParams, api, withQuery } from './index.ts';

describe('publication contract', () => {
  it('builds the spec paths verbatim, with their ids filled in', () => {
    expect(api.publicationRetrive(7)).toBe('/api/v1/publication/retrive/7/');
    expect(api.viewPublicationItemDelete(8)).toBe('/api/v1/view-publication-item/delete/8/');
    expect(api.logClickAudio).toBe('/api/v1/logging/publication/create/click-audio/');
  });

  it('repeats array keys and leaves empty values out of query strings', () => {
    expect(
      withQuery(api.feedList, { page: 2, feed_tags: ['video', 'a b'], feed_group: '', x: null }),
    ).toBe('/api/v1/publication/feed/list/?page=2&feed_tags=video&feed_tags=a%20b');
    expect(withQuery(api.feedList, {})).toBe(api.feedList);
  });

  it('reads a feed query with defaults, single or repeated keys', () => {
    expect(FeedListQuery.parse({})).toEqual({
      page: 1,
      feed_tags: [],
      flows: [],
      ordering: '-pub_start_date',
      full_text_search: '',
    });
    expect(FeedListQuery.parse({ feed_tags: 'video', flows: ['3', '4'], page: '2' })).toMatchObject(
      { feed_tags: ['video'], flows: [3, 4], page: 2 },
    );
  });

  it('refuses bad pages, orderings, long searches and ids', () => {
    for (const query of [
      { page: '0' },
      { page: 'abc' },
      { ordering: 'title' },
      { full_text_search: 'x'.repeat(201) },
    ]) {
      expect(FeedListQuery.safeParse(query).success).toBe(false);
    }
    expect(IdParams.safeParse({ id: '12' }).data).toEqual({ id: 12 });
    expect(IdParams.safeParse({ id: 'abc' }).success).toBe(false);
    expect(IdParams.safeParse({ id: '3000000000' }).success).toBe(false);
  });
});
