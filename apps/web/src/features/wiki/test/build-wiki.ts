import type { WikiCategory } from '@app/contract';

/** A wiki category with `overrides` applied. */
export function buildWikiCategory(overrides: Partial<WikiCategory> & { pk: number }): WikiCategory {
  return {
    title: `Раздел ${overrides.pk}`,
    text: 'Описание раздела',
    image: '',
    publications_count: 2,
    log_jump: false,
    ...overrides,
  };
}
