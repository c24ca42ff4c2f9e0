import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test-support/test-i18n.ts';
import { EMPTY_FILTERS, filtersPanelReducer, INITIAL_FILTERS_PANEL } from '../lib/filters-state.ts';
import { FiltersPanel } from './filters-panel.tsx';

function Harness() {
  const [state, dispatch] = useReducer(filtersPanelReducer, INITIAL_FILTERS_PANEL);
  return (
    <FiltersPanel state={state} applied={EMPTY_FILTERS} dispatch={dispatch} params={undefined} />
  );
}

function renderPanel() {
  render(
    <I18nextProvider i18n={createTestI18n('ru')}>
      <button type="button">До панели</button>
      <Harness />
    </I18nextProvider>,
  );
}

describe('FiltersPanel by keyboard', () => {
  it('moves the focus in on open, keeps Tab inside and gives it back on Escape', async () => {
    const user = userEvent.setup();
    renderPanel();
    const trigger = screen.getByRole('button', { name: 'Фильтры' });
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Фильтры' });
    const categories = screen.getAllByRole('button').filter((button) => panel.contains(button));
    expect(document.activeElement).toBe(categories[0]);

    // Past the last control (Применить) Tab wraps to the first; Shift+Tab wraps back.
    for (let press = 0; press < categories.length; press++) await user.tab();
    expect(document.activeElement).toBe(categories[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Применить' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('a category view takes the focus, and Back returns to the main list', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    screen.getByRole('button', { name: 'По дате' }).focus();
    await user.keyboard('{Enter}');
    const back = screen.getByRole('button', { name: 'По дате' });
    expect(document.activeElement).toBe(back);
    await user.keyboard(' ');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'По дате' }));
    expect(screen.getByRole('button', { name: 'По тегу' })).toBeTruthy();
  });
});
