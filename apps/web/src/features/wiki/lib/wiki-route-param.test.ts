import { describe, expect, it } from 'vitest';
import { parseWikiRouteParam, wikiPagePath } from './wiki-route-param.ts';

describe('parseWikiRouteParam', () => {
  it.each(['wiki_pages', 'wiki_pages_1', 'wiki_pages2', 'wiki_pages&x=1'])(
    'reads %s as the category list',
    (value) => expect(parseWikiRouteParam(value)).toEqual({ kind: 'categories' }),
  );

  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as wiki page %i', (value, wikiPageId) =>
    expect(parseWikiRouteParam(value)).toEqual({ kind: 'page', wikiPageId }),
  );

  it.each([
    undefined,
    '',
    '0',
    '007',
    '-1',
    '1.5',
    '1e3',
    ' 1',
    '2147483648',
    '99999999999',
    'wiki',
    'Wiki_pages',
    'pages_wiki_pages',
    'abc',
  ])('reads %j as not found', (value) =>
    expect(parseWikiRouteParam(value)).toEqual({ kind: 'notFound' }),
  );

  it('builds the path a card opens', () => {
    expect(wikiPagePath(7)).toBe('/listwiki/7');
    expect(parseWikiRouteParam(wikiPagePath(7).split('/')[2])).toEqual({
      kind: 'page',
      wikiPageId: 7,
    });
  });
});
