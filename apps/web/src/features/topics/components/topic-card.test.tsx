import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { TopicCard } from './topic-card.tsx';

const topic = {
  id: 73,
  title: 'Фото-отчёты',
  preview_text: 'Показываем тарелки',
  preview_image: '',
  comments_count: 22,
  comment_page_count: 2,
  last_comment: {
    id: 9,
    first_name: 'Сергей',
    last_name: 'Козлов',
    // 00:30 of 25 November in Moscow (UTC+3).
    created_at: '2026-11-24T21:30:00.000Z',
  },
};

function renderCard(language: 'ru' | 'en') {
  renderApp([{ path: '/community', element: <TopicCard topic={topic} /> }], {
    path: '/community',
    user: buildUserInfo({ language }),
  });
}

describe('TopicCard', () => {
  it('links to the topic and shows the last comment in Moscow time', () => {
    renderCard('ru');
    expect(screen.getByRole('link', { name: 'Фото-отчёты' }).getAttribute('href')).toBe(
      '#/topic/73',
    );
    expect(screen.getByText('22 комментария')).toBeDefined();
    expect(screen.getByText('Последний: Сергей Козлов, 25 ноября 2026 г. в 00:30')).toBeDefined();
  });

  it('speaks English with English plurals', () => {
    renderCard('en');
    expect(screen.getByText('22 comments')).toBeDefined();
    expect(screen.getByText('Latest: Сергей Козлов, 25 November 2026 at 00:30')).toBeDefined();
  });
});
