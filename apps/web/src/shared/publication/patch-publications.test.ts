import { describe, expect, it } from 'vitest';
import { patchPublications } from './patch-publications.ts';
import { buildPublication } from '../../test-support/publication-fixture.ts';

const like = (publication: ReturnType<typeof buildPublication>) => ({
  ...publication,
  i_liked: true,
});

describe('patchPublications', () => {
  it('patches every copy in pages, search blocks and folders, sharing the rest', () => {
    const target = buildPublication({ id: 5 });
    const other = buildPublication({ id: 6 });
    const data = {
      pages: [{ results: [other, target], pagination: { page: 1 } }],
      search_blocks: [{ results: [target], folders: [{ title: 'f', results: [target] }] }],
      untouched: { results: [other] },
    };
    const next = patchPublications(data, 5, like);
    expect(next.pages[0]?.results[1]?.i_liked).toBe(true);
    expect(next.search_blocks[0]?.results[0]?.i_liked).toBe(true);
    expect(next.search_blocks[0]?.folders[0]?.results[0]?.i_liked).toBe(true);
    expect(next.pages[0]?.results[0]).toBe(other);
    expect(next.untouched).toBe(data.untouched);
  });

  it('returns the same object when the publication is not cached there', () => {
    const data = { results: [buildPublication({ id: 1 })] };
    expect(patchPublications(data, 2, like)).toBe(data);
  });
});
