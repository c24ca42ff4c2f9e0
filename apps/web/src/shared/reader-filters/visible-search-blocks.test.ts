import type { SearchBlock } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { buildPublication } from '../../test-support/publication-fixture.ts';
import { withoutHiddenWikiPages } from './visible-search-blocks.ts';

const food = buildPublication({ id: 1, wiki_page: { pk: 1, title: 'Питание' } });
const sport = buildPublication({ id: 2, wiki_page: { pk: 2, title: 'Тренировки' } });
const feed = buildPublication({ id: 3 });
const blocks: SearchBlock[] = [
  {
    order: 1,
    slug: 'physical_transformation',
    title: 'Лента',
    count: 1,
    count_is_capped: false,
    results: [feed],
    folders: [],
  },
  {
    order: 2,
    slug: 'wiki',
    title: 'Вики',
    count: 12,
    count_is_capped: false,
    results: [],
    folders: [
      { title: 'Питание', results: [food] },
      { title: 'Тренировки', results: [sport] },
    ],
  },
];

describe('withoutHiddenWikiPages', () => {
  it('drops hidden categories from the wiki block, its folders and its count', () => {
    const [plain, wiki] = withoutHiddenWikiPages(blocks, [2]);
    expect(plain).toBe(blocks[0]);
    expect(wiki?.results).toEqual([]);
    expect(wiki?.folders).toEqual([{ title: 'Питание', results: [food] }]);
    expect(wiki?.count).toBe(11);
  });

  it('counts the same for an answer saved before, with the wiki results also in `results`', () => {
    const saved = blocks.map((block) =>
      block.slug === 'wiki' ? { ...block, results: [food, sport] } : block,
    );
    const [, wiki] = withoutHiddenWikiPages(saved, [2]);
    expect(wiki?.results).toEqual([food]);
    expect(wiki?.folders).toEqual([{ title: 'Питание', results: [food] }]);
    expect(wiki?.count).toBe(11);
  });

  it('keeps a capped count as it is: "more than" still holds or is unknown', () => {
    const capped = blocks.map((block) =>
      block.slug === 'wiki' ? { ...block, count: 500, count_is_capped: true } : block,
    );
    const [, wiki] = withoutHiddenWikiPages(capped, [2]);
    expect(wiki?.folders).toEqual([{ title: 'Питание', results: [food] }]);
    expect(wiki).toMatchObject({ count: 500, count_is_capped: true });
  });

  it('keeps everything when nothing is hidden', () => {
    expect(withoutHiddenWikiPages(blocks, [])).toEqual(blocks);
  });
});
