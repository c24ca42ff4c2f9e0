import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import { TopicFilters, type TopicFiltersProps } from './topic-filters.tsx';

function renderFilters(props: Partial<TopicFiltersProps>) {
  const all: TopicFiltersProps = {
    flows: [],
    flow: null,
    ordering: '',
    onFlowChange: vi.fn(),
    onOrderingChange: vi.fn(),
    ...props,
  };
  render(
    <I18nextProvider i18n={createTestI18n('ru')}>
      <TopicFilters {...all} />
    </I18nextProvider>,
  );
  return all;
}

describe('TopicFilters', () => {
  it('offers all flows or one of them', async () => {
    const props = renderFilters({
      flows: [
        { id: 1, name: 'Поток 11' },
        { id: 2, name: 'Поток 12' },
      ],
    });
    const flow = screen.getByRole('combobox', { name: 'Поток' });
    expect(
      screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    ).toEqual(['Все потоки', 'Поток 11', 'Поток 12', 'По дате создания', 'По новым комментариям']);
    await userEvent.selectOptions(flow, 'Поток 12');
    expect(props.onFlowChange).toHaveBeenCalledWith(2);
    await userEvent.selectOptions(flow, 'Все потоки');
    expect(props.onFlowChange).toHaveBeenLastCalledWith(null);
  });

  it('has no flow filter without flows to pick', () => {
    renderFilters({ flows: [] });
    expect(screen.queryByRole('combobox', { name: 'Поток' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Порядок' })).toBeDefined();
  });
});
