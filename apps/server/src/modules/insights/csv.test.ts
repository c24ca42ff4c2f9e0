import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    expect(
      toCsv(
        [
          ['Фамилия', 'Имя'],
          ['Петрова', 'Анна'],
        ],
        'ru',
      ),
    ).toBe('\uFEFFФамилия;Имя\r\nПетрова;Анна\r\n');
  });

  it("splits on ';' in Russian and on ',' in English, quoting cells that hold one", () => {
    expect(toCsv([['a,b', 'c;d', 7]], 'ru')).toBe('\uFEFFa,b;"c;d";7\r\n');
    expect(toCsv([['a,b', 'c;d', 7]], 'en')).toBe('\uFEFF"a,b",c;d,7\r\n');
  });

  it('doubles quotes and keeps line breaks inside quotes', () => {
    expect(toCsv([['say "hi"', 'two\nlines']], 'en')).toBe('\uFEFF"say ""hi""","two\nlines"\r\n');
  });

  it('turns would-be formulas into text', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'Анна']], 'en')).toBe(
      '\uFEFF"\'=HYPERLINK(""x"")",\'+1,\'-2,\'@SUM(A1),Анна\r\n',
    );
  });
});
