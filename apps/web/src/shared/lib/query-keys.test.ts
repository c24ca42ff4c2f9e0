import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { editorKeys } from '../editor/editor-keys.ts';
import { publicationKeys, userKeys } from './query-keys.ts';

/** The keys of the cached entries `prefix` reaches in a cache holding every key of `keys`. */
function reached(keys: readonly (readonly unknown[])[], prefix: readonly unknown[]) {
  const queryClient = new QueryClient();
  keys.forEach((key, index) => queryClient.setQueryData(key, index));
  return queryClient.getQueriesData({ queryKey: prefix }).map(([key]) => key);
}

describe('query keys', () => {
  it("start with their resource's name, as the cache has always been keyed", () => {
    expect(publicationKeys.detail(3)).toEqual(['publications', 'detail', 3]);
    expect(publicationKeys.list('fix-list', { a: 1 }, 'v')).toEqual([
      'publications',
      'fix-list',
      { a: 1 },
      'v',
    ]);
    expect(userKeys.me).toEqual(['users', 'me']);
    expect(editorKeys.listPage({ page: 2 })).toEqual(['editor', 'list', { page: 2 }]);
    expect(editorKeys.scheduleHistory(4, 8)).toEqual(['editor', 'schedule', 4, 'history', 8]);
  });

  it('let the engagement toggles reach every list and the detail, and nothing else', () => {
    const lists = [
      publicationKeys.detail(1),
      publicationKeys.list('feed', { feedGroup: 'x' }, 'v'),
      publicationKeys.list('favorites', { tags: [] }, 'v'),
      publicationKeys.list('wiki-search', { search: 'a' }, 'v'),
    ];
    expect(
      reached([...lists, userKeys.me, editorKeys.publication(1)], publicationKeys.all),
    ).toEqual(lists);
  });

  it("let the editor's saves reach its list pages and posts, and schedule saves everything", () => {
    const pages = [editorKeys.listPage({ page: 1 }), editorKeys.listPage({ page: 2 })];
    const posts = [editorKeys.publication(1), editorKeys.publication(2)];
    const rest = [editorKeys.params, editorKeys.schedule(1), editorKeys.scheduleHistory(1, 5)];
    const all = [...pages, ...posts, ...rest];
    expect(reached(all, editorKeys.list)).toEqual(pages);
    expect(reached(all, editorKeys.publications)).toEqual(posts);
    expect(reached([...all, publicationKeys.detail(1)], editorKeys.all)).toEqual(all);
  });
});
