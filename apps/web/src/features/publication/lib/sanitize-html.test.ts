import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags', () => {
    const html =
      '<h2>Т</h2><h3>t</h3><p>a<br><strong>b</strong><b>c</b><em>d</em><i>e</i><u>f</u><s>g</s></p><ul><li>1</li></ul><ol><li>2</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>'),
    ).toBe('<p>ok</p>');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(
      sanitizeHtml('<div><span class="x">text</span> <img src=x onerror=alert(1)></div>'),
    ).toBe('text ');
  });

  it('strips every attribute but a safe href, and opens links in a new tab', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="https://example.com/a" onclick="x()">l</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">l</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.c">m</a>')).toContain('href="mailto:a@b.c"');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;</p>')).toBe('<p>&lt;script&gt;</p>');
  });
});
