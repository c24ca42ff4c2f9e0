import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

describe('i18n', () => {
  it('speaks Russian by default, with Russian plural forms', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('wiki.articleCount', { count: 1 })).toBe('1 статья');
    expect(i18n.t('wiki.articleCount', { count: 3 })).toBe('3 статьи');
    expect(i18n.t('wiki.articleCount', { count: 5 })).toBe('5 статей');
    expect(i18n.t('wiki.articleCount', { count: 21 })).toBe('21 статья');
    expect(i18n.t('wiki.articleCount', { count: 1.5 })).toBe('1.5 статьи');
  });

  it('uses English plural forms in English', () => {
    const i18n = createI18n('en');
    expect(i18n.t('wiki.articleCount', { count: 1 })).toBe('1 article');
    expect(i18n.t('wiki.articleCount', { count: 21 })).toBe('21 articles');
  });

  it('localises the document title and language on a language change', async () => {
    const i18n = createI18n();
    expect(document.title).toBe('Контент программы');
    await i18n.changeLanguage('en');
    expect(document.title).toBe('Programme content');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to Russian for an unknown language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    expect(i18n.t('nav.feed')).toBe('Лента');
  });
});
