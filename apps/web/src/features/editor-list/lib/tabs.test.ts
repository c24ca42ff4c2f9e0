import { describe, expect, it } from 'vitest';
import { tabQuery } from './tabs.ts';

describe('tabQuery', () => {
  it.each([
    ['all', {}],
    ['delayed', { delayed: true }],
    ['published', { published: true }],
    ['draft', { draft: true }],
    ['deactivated', { deactivated: true }],
  ] as const)('maps the %s tab to %j', (tab, query) => {
    expect(tabQuery(tab)).toEqual(query);
  });
});
