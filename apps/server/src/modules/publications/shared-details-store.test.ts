import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { DetailsVersion, SharedDetails } from './publication-details-repo.ts';
import { createSharedDetailsStore } from './shared-details-store.ts';

const db = {} as Db;

/** Details of `ids` as the repo answers them (publication 404 does not exist), and each load. */
function fakeLoad() {
  const loads: number[][] = [];
  let version = 1;
  const load = async (_db: Db, ids: readonly number[]): Promise<SharedDetails> => {
    loads.push([...ids]);
    const existing = ids.filter((id) => id !== 404);
    return {
      rows: existing.map((id) => ({ id, title: `${id} v${version}` }) as SharedDetails['rows'][0]),
      tags: existing.map((id) => ({
        publicationId: id,
        slug: 'video',
        title: 'Видео',
        titleEn: '',
      })),
      items: [],
      lastComments: new Map(),
    };
  };
  return { loads, load, edit: () => (version += 1) };
}

function storeWith(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const fake = fakeLoad();
  let time = 0;
  const store = createSharedDetailsStore({
    ttlMs: options.ttlMs ?? 5_000,
    maxEntries: options.maxEntries ?? 100,
    load: fake.load,
    now: () => time,
  });
  return { store, ...fake, advance: (ms: number) => (time += ms) };
}

const titles = (details: SharedDetails) => details.rows.map((row) => row.title);

/** A content version, and the comment marks of the posts with comments. */
const at = (contentVersion: string, marks: [number, string][] = []): DetailsVersion => ({
  contentVersion,
  commentMarks: new Map(marks),
});

describe('SharedDetailsStore', () => {
  it('loads only the publications it does not keep, and answers in the order asked', async () => {
    const { store, loads } = storeWith();
    await store.read(db, [1, 2], at('v1'));
    const details = await store.read(db, [3, 2, 1], at('v1'));
    expect(loads).toEqual([[1, 2], [3]]);
    expect(titles(details)).toEqual(['3 v1', '2 v1', '1 v1']);
    expect(details.tags.map((tag) => tag.publicationId)).toEqual([3, 2, 1]);
  });

  it('loads again after its ttl, or when the content version moved', async () => {
    const { store, loads, edit, advance } = storeWith({ ttlMs: 5_000 });
    await store.read(db, [1], at('v1'));
    edit();
    expect(titles(await store.read(db, [1], at('v1')))).toEqual(['1 v1']);
    expect(titles(await store.read(db, [1], at('v2')))).toEqual(['1 v2']);
    advance(5_000);
    await store.read(db, [1], at('v2'));
    expect(loads).toEqual([[1], [1], [1]]);
  });

  it('loads again a post whose comment mark moved, and only that one', async () => {
    const { store, loads } = storeWith();
    await store.read(db, [1, 2, 3], at('v1', [[2, '1@100']]));
    await store.read(db, [1, 2, 3], at('v1', [[2, '1@100']]));
    await store.read(
      db,
      [1, 2, 3],
      at('v1', [
        [1, '1@200'],
        [2, '1@100'],
      ]),
    );
    await store.read(
      db,
      [1, 2, 3],
      at('v1', [
        [1, '1@200'],
        [2, '2@300'],
      ]),
    );
    await store.read(db, [1, 2, 3], at('v1', [[1, '1@200']]));
    expect(loads).toEqual([[1, 2, 3], [1], [2], [2]]);
  });

  it('keeps at most maxEntries publications, dropping the longest kept', async () => {
    const { store, loads } = storeWith({ maxEntries: 2 });
    await store.read(db, [1, 2, 3], at('v1'));
    await store.read(db, [2, 3], at('v1'));
    await store.read(db, [1], at('v1'));
    expect(loads).toEqual([[1, 2, 3], [1]]);
  });

  it('lets go of publications past their ttl as it keeps new ones', async () => {
    const { store, advance } = storeWith({ ttlMs: 5_000 });
    await store.read(db, [1, 2], at('v1'));
    advance(3_000);
    await store.read(db, [3], at('v1'));
    expect(store.size()).toBe(3);
    advance(2_000);
    await store.read(db, [4], at('v1'));
    expect(store.size()).toBe(2);
    await store.read(db, [3, 4], at('v1'));
    expect(store.size()).toBe(2);
  });

  it('skips publications that no longer exist, and keeps nothing with a ttl of 0', async () => {
    const { store, loads } = storeWith({ ttlMs: 0 });
    expect(titles(await store.read(db, [404, 1], at('v1')))).toEqual(['1 v1']);
    await store.read(db, [1], at('v1'));
    expect(loads).toEqual([[404, 1], [1]]);
  });
});
