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
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru);
      if (!spelledBySpec.has(key)) expect(String(text), key).toMatch(/[а-яё]/i);
    }
  });
});
