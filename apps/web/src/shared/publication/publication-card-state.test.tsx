import type { Publication } from '@app/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { buildUserInfo } from '../../test-support/user-info.ts';
import { PublicationCard } from './publication-card.tsx';
import { buildPublication } from '../../test-support/publication-fixture.ts';

function renderCard(status: Publication['status'], language: 'ru' | 'en' = 'ru') {
  const publication = buildPublication({ id: 3, status });
  renderApp(
    [{ path: '/', element: <PublicationCard publication={publication} variant="feed" /> }],
    {
      user: buildUserInfo({ is_staff: true, language }),
    },
  );
}

describe('PublicationCard state', () => {
  it.each([
    ['draft', 'Черновик: читатели его не видят'],
    ['delayed', 'Отложен: выйдет по расписанию'],
    ['deactivated', 'Деактивирован: читатели его не видят'],
  ] as const)('tells staff a %s post is not out', (status, text) => {
    renderCard(status);
    expect(screen.getByText(text)).not.toBeNull();
  });

  it('says it in English too', () => {
    renderCard('delayed', 'en');
    expect(screen.getByText('Scheduled: goes out as planned')).not.toBeNull();
  });

  it('shows nothing on a published post', () => {
    renderCard('published');
    expect(screen.getByRole('heading', { name: 'Тренировка дня' })).not.toBeNull();
    expect(screen.queryByText(/читатели/)).toBeNull();
  });
});
