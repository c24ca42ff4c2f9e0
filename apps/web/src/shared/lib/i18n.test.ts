import { describe, expect, it } from 'vitest';
import { bundledLocales, createTestI18n } from '../../test-support/test-i18n.ts';
import { fetchLocale, loadI18n } from './i18n.ts';

describe('i18n', () => {
  it('speaks Russian by default, with Russian plural forms', () => {
    const i18n = createTestI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('wiki.articleCount', { count: 1 })).toBe('1 статья');
    expect(i18n.t('wiki.articleCount', { count: 3 })).toBe('3 статьи');
    expect(i18n.t('wiki.articleCount', { count: 5 })).toBe('5 статей');
    expect(i18n.t('wiki.articleCount', { count: 21 })).toBe('21 статья');
    expect(i18n.t('wiki.articleCount', { count: 1.5 })).toBe('1.5 статьи');
  });

  it('uses English plural forms in English', () => {
    const i18n = createTestI18n('en');
    expect(i18n.t('wiki.articleCount', { count: 1 })).toBe('1 article');
    expect(i18n.t('wiki.articleCount', { count: 21 })).toBe('21 articles');
  });

  it('localises the document title and language on a language change', async () => {
    const i18n = createTestI18n();
    expect(document.title).toBe('Контент программы');
    await i18n.changeLanguage('en');
    expect(document.title).toBe('Programme content');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to Russian for an unknown language', async () => {
    const i18n = createTestI18n();
    await i18n.changeLanguage('de');
    expect(i18n.t('nav.feed')).toBe('Лента');
  });

  it('loads the active language only, and is ready when it has arrived', async () => {
    const requested: string[] = [];
    const i18n = await loadI18n('en', (language) => {
      requested.push(language);
      return Promise.resolve(bundledLocales[language].translation);
    });
    expect(requested).toEqual(['en']);
    expect(i18n.t('nav.feed')).toBe('Feed');
    expect(document.title).toBe('Programme content');
  });

  it('switches language only once the new strings have arrived: no flash of keys', async () => {
    let arrive = (): void => undefined;
    const i18n = await loadI18n('ru', (language) =>
      language === 'ru'
        ? Promise.resolve(bundledLocales.ru.translation)
        : new Promise((resolve) => {
            arrive = () => resolve(bundledLocales.en.translation);
          }),
    );
    const switching = i18n.changeLanguage('en');
    // Still Russian while English loads, never the bare keys.
    expect(i18n.t('nav.feed')).toBe('Лента');
    expect(i18n.language).toBe('ru');
    arrive();
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.feed')).toBe('Feed');
    expect(document.documentElement.lang).toBe('en');
  });

  it('fetches a language from the build', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return Promise.resolve(Response.json({ nav: { feed: 'Feed' } }));
    };
    try {
      await expect(fetchLocale('en')).resolves.toEqual({ nav: { feed: 'Feed' } });
      expect(fetched).toEqual([expect.stringMatching(/en\.json/)]);
    } finally {
      globalThis.fetch = original;
    }
  });
});
