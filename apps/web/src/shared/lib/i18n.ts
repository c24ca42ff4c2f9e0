import type { Language } from '@app/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

const resources = { ru: { translation: ru }, en: { translation: en } } as const;

/**
 * Creates the app's i18next instance: both languages bundled, Russian default and fallback.
 * Plural keys use i18next's Intl.PluralRules suffixes (_one, _few, _many, _other).
 */
export function createI18n(language: Language = 'ru'): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.title = instance.t('app.title');
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'ru',
    supportedLngs: Object.keys(resources),
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
