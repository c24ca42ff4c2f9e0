import type { SearchBlock } from '@app/contract';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { buildPublication } from '../../test-support/publication-fixture.ts';
import { SearchResults } from './search-results.tsx';

const blocks: SearchBlock[] = [
  {
    order: 3,
    slug: 'wiki',
    title: 'База знаний',
    count: 2,
    count_is_capped: false,
    // As the server sends the wiki block: its results in the folders only.
    results: [],
    folders: [
      { title: 'Питание', results: [buildPublication({ id: 5, title: 'Белок' })] },
      { title: 'Тренировки', results: [buildPublication({ id: 6, title: 'Разминка' })] },
    ],
  },
  {
    order: 1,
    slug: 'physical_transformation',
    title: 'Физическая трансформация',
    count: 21,
    count_is_capped: false,
    results: [buildPublication({ id: 1, title: 'Тренировка дня' })],
    folders: [],
  },
  {
    order: 2,
    slug: 'physical_rpp',
    title: 'Психология',
    count: 0,
    count_is_capped: false,
    results: [],
    folders: [],
  },
];

function renderResults(language: 'ru' | 'en' = 'ru', correction?: string, shown = blocks) {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <SearchResults
        blocks={shown}
        correction={correction}
        hiddenWikiPages={[]}
        renderPublication={(publication) => <p key={publication.id}>{publication.title}</p>}
      />
    </I18nextProvider>,
  );
}

describe('SearchResults', () => {
  it('orders blocks by their order value, with counts or a not-found text', () => {
    renderResults();
    const titles = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    // Blocks in order; the wiki block's folders follow inside it.
    expect(titles).toEqual([
      'Физическая трансформация',
      'Психология',
      'База знаний',
      'Питание',
      'Тренировки',
    ]);
    const transformation = screen.getByRole('region', { name: 'Физическая трансформация' });
    expect(within(transformation).getByText('Найдена 21 публикация')).toBeDefined();
    expect(within(transformation).getByText('Тренировка дня')).toBeDefined();
    const psychology = screen.getByRole('region', { name: 'Психология' });
    expect(within(psychology).getByText('Ничего не найдено')).toBeDefined();
    expect(screen.getByText('Это все результаты поиска')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says first which text was searched when the server corrected it', () => {
    renderResults('ru', 'тренировка');
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('Показаны результаты по запросу «тренировка»');
    const results = screen.getByText('Это все результаты поиска').parentElement;
    expect(results?.firstElementChild).toBe(line);
  });

  it('groups the wiki block under its folder names', () => {
    renderResults();
    const wiki = screen.getByRole('region', { name: 'База знаний' });
    expect(within(wiki).getByText('Найдено 2 публикации')).toBeDefined();
    const nutrition = within(wiki).getByRole('region', { name: 'Питание' });
    expect(within(nutrition).getByText('Белок')).toBeDefined();
    expect(within(nutrition).queryByText('Разминка')).toBeNull();
    const workouts = within(wiki).getByRole('region', { name: 'Тренировки' });
    expect(within(workouts).getByText('Разминка')).toBeDefined();
  });

  it('speaks English with English plurals', () => {
    renderResults('en');
    expect(screen.getByText('21 publications found')).toBeDefined();
    expect(screen.getByText('2 publications found')).toBeDefined();
    expect(screen.getByText('Nothing found')).toBeDefined();
  });

  it('says "more than" where the server stopped counting', () => {
    const capped = blocks.map((block) =>
      block.order === 1 ? { ...block, count: 500, count_is_capped: true } : block,
    );
    const { unmount } = renderResults('ru', undefined, capped);
    const transformation = screen.getByRole('region', { name: 'Физическая трансформация' });
    expect(within(transformation).getByText('Найдено более 500 публикаций')).toBeDefined();
    unmount();
    renderResults('en', undefined, capped);
    expect(screen.getByText('More than 500 publications found')).toBeDefined();
  });
});
