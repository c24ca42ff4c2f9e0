import type { Language } from '@app/contract';
import type { i18n } from 'i18next';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { createI18n } from '../shared/lib/i18n.ts';

/** Both languages bundled: a test's i18next instance is ready at once (the app loads lazily). */
export const bundledLocales = { ru: { translation: ru }, en: { translation: en } };

/** An i18next instance like the app's, with its strings already loaded. */
export function createTestI18n(language: Language = 'ru'): i18n {
  return createI18n(language, bundledLocales);
}
