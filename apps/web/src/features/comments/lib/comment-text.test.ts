import { describe, expect, it } from 'vitest';
import { commentPlainText } from './comment-text.ts';

describe('commentPlainText', () => {
  it('turns line breaks into newlines and decodes entities', () => {
    expect(commentPlainText('Первая<br>вторая<br />&lt;b&gt;не жирный&lt;/b&gt; &amp; всё')).toBe(
      'Первая\nвторая\n<b>не жирный</b> & всё',
    );
  });

  it('keeps only the text of any other markup', () => {
    expect(commentPlainText('<img src=x onerror="alert(1)">текст<script>alert(2)</script>')).toBe(
      'текстalert(2)',
    );
    expect(commentPlainText('')).toBe('');
  });
});
