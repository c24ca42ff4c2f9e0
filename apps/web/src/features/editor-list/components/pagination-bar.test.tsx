import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { PaginationBar } from './pagination-bar.tsx';

function renderBar(onPage = vi.fn()) {
  renderApp([
    {
      path: '/',
      element: (
        <PaginationBar page={5} countPages={10} pages={[2, 3, 4, 5, 6, 7, 8]} onPage={onPage} />
      ),
    },
  ]);
  return onPage;
}

const pageButton = (page: number) => screen.getByRole('button', { name: `Страница ${page}` });

describe('PaginationBar', () => {
  it('shows the server window of pages and marks those a phone leaves out', () => {
    renderBar();
    expect(pageButton(5).getAttribute('aria-current')).toBe('page');
    // A phone keeps the current page and its neighbours, with previous and next.
    for (const page of [4, 5, 6]) expect(pageButton(page).className).not.toMatch(/farPage/);
    for (const page of [2, 3, 7, 8]) expect(pageButton(page).className).toMatch(/farPage/);
    expect(screen.getByRole('button', { name: 'Предыдущая страница' }).className).not.toMatch(
      /farPage/,
    );
  });

  it('moves by one page with previous and next', async () => {
    const user = userEvent.setup();
    const onPage = renderBar();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(onPage.mock.calls).toEqual([[6], [4]]);
  });
});
