import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows the static illustration, sized and lazily loaded, with the texts', async () => {
    renderApp([{ path: '/', element: <EmptyState title="Пусто" text="Скоро появится" /> }]);
    const banner = await screen.findByRole('region', { name: 'Пусто' });
    const picture = screen.getByRole('img');
    expect(banner.contains(picture)).toBe(true);
    expect(picture.getAttribute('src')).toBe('/static/no-items.jpeg');
    expect(picture.getAttribute('alt')).toBe(
      'Иллюстрация: пустая карточка публикации на фоне холмов',
    );
    expect(picture.getAttribute('width')).toBe('240');
    expect(picture.getAttribute('height')).toBe('160');
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('heading', { name: 'Пусто' })).toBeTruthy();
    expect(screen.getByText('Скоро появится')).toBeTruthy();
  });
});
