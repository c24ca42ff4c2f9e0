import type { Language } from '@app/contract';
import i18next, { type BackendModule, type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUrl from '../../locales/en.json?url';
import ruUrl from '../../locales/ru.json?url';

/**
 * Each language's strings are a JSON file of the build (data, not code: cheap to parse, outside
 * the JavaScript budget). A visit downloads the active language only, the other one on a
 * language change: i18next switches once it has arrived, so keys never flash.
 */
const localeUrls: Record<Language, string> = { ru: ruUrl, en: enUrl };

/** Loads one language's strings; tests pass one that needs no server. */
export type LocaleLoader = (language: Language) => Promise<ResourceKey>;

export const fetchLocale: LocaleLoader = async (language) => {
  const response = await fetch(localeUrls[language]);
  if (!response.ok) throw new Error(`${localeUrls[language]}: HTTP ${response.status}`);
  return (await response.json()) as ResourceKey;
};

const supportedLanguages = Object.keys(localeUrls);

function lazyLocales(load: LocaleLoader): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      if (!supportedLanguages.includes(language)) return callback(null, {});
      load(language as Language).then(
        (strings) => callback(null, strings),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

function setUp(
  language: Language,
  source: { resources: Resource } | { load: LocaleLoader },
): { instance: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.title = instance.t('app.title');
  });
  if ('load' in source) instance.use(lazyLocales(source.load));
  const ready = instance.use(initReactI18next).init({
    resources: 'resources' in source ? source.resources : undefined,
    lng: language,
    // English needs no fallback (both files have the same keys): it never loads Russian too.
    fallbackLng: (code: string) => (code === 'en' ? [] : ['ru']),
    supportedLngs: supportedLanguages,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return { instance, ready };
}

/**
 * An i18next instance with its strings at hand (tests: both languages), ready at once. The app
 * uses `loadI18n`. Russian is the fallback language.
 * Plural keys use i18next's Intl.PluralRules suffixes (_one, _few, _many, _other).
 */
export function createI18n(language: Language, resources: Resource): i18n {
  return setUp(language, { resources }).instance;
}

/** The app's i18next instance once the active language's strings have arrived (before render). */
export async function loadI18n(
  language: Language = 'ru',
  load: LocaleLoader = fetchLocale,
): Promise<i18n> {
  const { instance, ready } = setUp(language, { load });
  await ready;
  return instance;
}
