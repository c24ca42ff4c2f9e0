import type { DemoRole } from '@app/contract';

/** What each demo user is for, shown on the sign-in page in Russian and English. */
export const DEMO_ROLE_DESCRIPTIONS: Record<DemoRole, { ru: string; en: string }> = {
  client: { ru: 'Клиент основного потока', en: 'Client of the main flow' },
  green: {
    ru: 'Клиент бесплатного потока: без лайков, комментариев и сообщества',
    en: 'Client of a free (green) flow: no likes, comments or community',
  },
  uae: { ru: 'Клиент потока для ОАЭ: без сообщества', en: 'Client of a UAE flow: no community' },
  paid: {
    ru: 'Клиент, оплативший «Физическую психологию»',
    en: 'Client who paid for Physical Psychology',
  },
  staff: { ru: 'Сотрудник: редактор публикаций', en: 'Staff: publication editor' },
  moderator: {
    ru: 'Модератор: удаляет комментарии, видит жалобы',
    en: 'Moderator: deletes comments, sees reports',
  },
  supermoderator: {
    ru: 'Супермодератор: ещё и закрепляет комментарии',
    en: 'Super moderator: also pins comments',
  },
  english: { ru: 'Клиент англоязычного потока', en: 'Client of an English-speaking flow' },
};
