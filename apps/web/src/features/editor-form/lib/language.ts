/** The editor's publication languages (spec 02 §9: ru is the default). */
export type EditorLanguage = 'ru' | 'en';

/**
 * The language a post gets from its first chosen flow (spec 02 §4): Russian when every letter of
 * the flow's title is Cyrillic ('Поток 12 · ОАЭ'), English otherwise ('Flow 12 · International').
 * Digits, spaces and punctuation do not count; a title without letters is English.
 */
export function languageFromFlowTitle(title: string): EditorLanguage {
  const letters = title.match(/\p{L}/gu) ?? [];
  return letters.length > 0 && letters.every((letter) => /\p{Script=Cyrillic}/u.test(letter))
    ? 'ru'
    : 'en';
}
