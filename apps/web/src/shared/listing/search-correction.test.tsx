import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { SearchCorrection } from './search-correction.tsx';

function renderLine(text: string | undefined, language: 'ru' | 'en' = 'ru') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <SearchCorrection text={text} />
    </I18nextProvider>,
  );
}

describe('SearchCorrection', () => {
  it('says politely which text was searched instead, the words emphasised', () => {
    renderLine('тренировка');
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('Показаны результаты по запросу «тренировка»');
    expect(line.querySelector('em')?.textContent).toBe('тренировка');
  });

  it('speaks English', () => {
    renderLine('training plan', 'en');
    expect(screen.getByRole('status').textContent).toBe('Showing results for “training plan”');
  });

  it('shows the text as text, never as markup', () => {
    renderLine('<b>x</b> & y');
    const line = screen.getByRole('status');
    expect(line.querySelector('em')?.textContent).toBe('<b>x</b> & y');
    expect(line.querySelector('b')).toBeNull();
  });

  it('renders nothing without a correction', () => {
    const { container } = renderLine(undefined);
    expect(container.innerHTML).toBe('');
  });
});
