import type { ReachResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ReachFigures } from './reach-figures.ts';
import { encodeReach } from './reach-json.ts';
import type { NotViewedRow } from './reach-repo.ts';

function figuresOf(days: ReachFigures['days'], dayRows: ReachFigures['dayRows']): ReachFigures {
  return {
    facts: {} as ReachFigures['facts'],
    audience: 7,
    counts: { viewed: 3, viewed_fully: 1, liked: 2, commented: 1, favorited: 0, clicked: 4 },
    days,
    dayRows,
    firstNotViewed: [],
  };
}

const user = (pk: number): NotViewedRow => ({
  pk,
  first_name: `Имя ${pk}`,
  last_name: 'Фамилия "в кавычках"',
  avatar_url: '',
  flow_title: 'Поток',
});

const decode = (figures: ReachFigures, rows: NotViewedRow[] = [], page = 1): ReachResponse =>
  JSON.parse(encodeReach(figures, { count: 9, page, rows }).body.toString('utf8')) as ReachResponse;

describe('encodeReach', () => {
  it('writes every day of the range in order, figures on their days and zeros between', () => {
    const reach = decode(
      figuresOf({ from: '2026-02-26', to: '2026-03-02' }, [
        { day: '2026-02-27', views: 5, likes: 1, comments: 0 },
        { day: '2026-03-02', views: 1, likes: 0, comments: 2 },
      ]),
    );
    expect(reach.by_day).toEqual([
      { date: '2026-02-26', views: 0, likes: 0, comments: 0 },
      { date: '2026-02-27', views: 5, likes: 1, comments: 0 },
      { date: '2026-02-28', views: 0, likes: 0, comments: 0 },
      { date: '2026-03-01', views: 0, likes: 0, comments: 0 },
      { date: '2026-03-02', views: 1, likes: 0, comments: 2 },
    ]);
    expect(reach).toMatchObject({ audience: 7, viewed: 3, clicked: 4 });
  });

  it('writes a one-day chart, and none before the release', () => {
    const today = { from: '2026-11-29', to: '2026-11-29' };
    expect(decode(figuresOf(today, [])).by_day).toEqual([
      { date: '2026-11-29', views: 0, likes: 0, comments: 0 },
    ]);
    expect(decode(figuresOf(null, [])).by_day).toEqual([]);
  });

  it('lists a page of users by their listed fields, and whether a next page follows', () => {
    const rows = Array.from({ length: 21 }, (_, index) => ({ ...user(index + 1), extra: 'x' }));
    const reach = decode(figuresOf(null, []), rows, 2);
    expect(reach.not_viewed.results).toHaveLength(20);
    expect(reach.not_viewed.results[0]).toEqual(user(1));
    expect(reach.not_viewed).toMatchObject({ count: 9, next_page_number: 3 });
    expect(decode(figuresOf(null, []), rows.slice(0, 20)).not_viewed.next_page_number).toBeNull();
  });
});
