import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function textOf(tree: object, key: string): string {
  return String(
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree),
  );
}

/** Latin letters that pass for Cyrillic ones (а в е к м н о р с т у х). */
const LATIN_LOOKALIKES = /^[aceopxyABCEHKMOPTXY]+$/;
/** Latin words of Russian texts spelled only with such letters on purpose. */
const LATIN_ON_PURPOSE = new Set(['TXT']);

/**
 * The words of a Russian text that mix scripts (a Latin C in «Cбросить»), are spelled in
 * neither Cyrillic nor Latin, or are Latin look-alikes of a Russian word. Whole Latin words
 * (Telegram, ID, PDF) and {{placeholders}} pass.
 */
function foreignLetters(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];
  return words.filter((word) => {
    if (/^\p{Script=Cyrillic}+$/u.test(word)) return false;
    if (!/^\p{Script=Latin}+$/u.test(word)) return true;
    return LATIN_LOOKALIKES.test(word) && !LATIN_ON_PURPOSE.has(word);
  });
}

describe('locales', () => {
  // English also carries the few/many forms Russian needs (never chosen in English), so the two
  // key sets are equal without folding plural suffixes.
  it('ru and en have the same keys', () => {
    expect(flatten(en).sort()).toEqual(flatten(ru).sort());
  });

  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('%s has every plural form its language needs', (language, tree) => {
    const keys = flatten(tree);
    const pluralBases = new Set(
      keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it('writes every Russian text in Russian (the spec keeps the heading Oops!)', () => {
    const spelledBySpec = new Set(['notFound.title']);
    for (const key of flatten(ru)) {
      if (!spelledBySpec.has(key)) expect(textOf(ru, key), key).toMatch(/[а-яё]/i);
    }
  });

  it('finds Latin look-alike letters in Russian words', () => {
    expect(foreignLetters('Cбросить все')).toEqual(['Cбросить']);
    expect(foreignLetters('Ha сегодня всё')).toEqual(['Ha']);
    expect(foreignLetters('Telegram ID скопирован, {{max}} МБ, TXT')).toEqual([]);
  });

  it('spells Russian words with Cyrillic letters only', () => {
    const found = flatten(ru).flatMap((key) =>
      foreignLetters(textOf(ru, key)).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('writes no Cyrillic letter in English texts', () => {
    const found = flatten(en).filter((key) => /\p{Script=Cyrillic}/u.test(textOf(en, key)));
    expect(found).toEqual([]);
  });
});
