import { describe, expect, it } from 'vitest';
import { commentTextToWeb, isBlankText } from './comment-text.ts';

describe('commentTextToWeb', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["a & b's <br>", 'a &amp; b&#x27;s &lt;br&gt;'],
    ['&amp;', '&amp;amp;'],
    ['one\ntwo', 'one<br>two'],
    ['one\r\ntwo', 'one<br>two'],
    ['one\rtwo', 'one<br>two'],
    ['one\u2028two\u2029three', 'one<br>two<br>three'],
    ['\n\n', '<br><br>'],
    ['\r\n\r\n', '<br><br>'],
    ['\n\r', '<br><br>'],
  ])('%j → %j', (text, html) => {
    expect(commentTextToWeb(text)).toBe(html);
  });
});

describe('isBlankText', () => {
  it.each([
    ['', true],
    [' \n\t\r\u00a0\u2028', true],
    ['.', false],
    [' a ', false],
  ])('%j: %s', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });
});
