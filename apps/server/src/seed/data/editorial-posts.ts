import type { PostSeed } from './types.ts';

/** A post in a state other than plainly published, as the staff editor sees it. */
export interface EditorialPostSeed extends PostSeed {
  status: 'draft' | 'published' | 'deactivated';
  /** Days from the seed time of a pending activation (a "delayed" post). */
  activateInDays?: number;
}

/** Drafts, deactivated and scheduled posts, plus one post for everyone (no flows). */
export const EDITORIAL_POSTS: EditorialPostSeed[] = [
  {
    key: 'draft-stretching-program',
    status: 'draft',
    title: 'Черновик: новая программа растяжки',
    preview: 'Четыре недели мягкой растяжки для тех, кто давно не занимался.',
    tags: ['training'],
    daysAgo: 0,
    blocks: ['Структура программы: неделя 1 — мобильность, неделя 2 — гибкость бёдер.'],
  },
  {
    key: 'draft-faq',
    status: 'draft',
    title: 'Черновик: ответы на вопросы недели',
    preview: '',
    tags: ['article'],
    daysAgo: 0,
    blocks: ['Собираем вопросы из комментариев.'],
  },
  {
    key: 'draft-en-recipes',
    status: 'draft',
    title: 'Draft: five quick dinners',
    preview: 'Dinners under 500 kcal that take 20 minutes.',
    tags: ['article'],
    daysAgo: 0,
    flows: ['english'],
    blocks: ['Salmon with greens, turkey stir-fry, shakshuka…'],
  },
  {
    key: 'deactivated-old-schedule',
    status: 'deactivated',
    title: 'Старое расписание эфиров',
    preview: 'Расписание прошлого месяца — больше не актуально.',
    tags: ['announcement'],
    daysAgo: 44,
    blocks: ['Эфиры по вторникам и четвергам в 20:00.'],
  },
  {
    key: 'deactivated-promo',
    status: 'deactivated',
    title: 'Акция недели: скидка на консультацию (завершена)',
    preview: 'Акция завершилась — спасибо всем, кто участвовал.',
    tags: ['announcement'],
    daysAgo: 40,
    blocks: ['Скидка 20% на индивидуальную консультацию нутрициолога.'],
  },
  {
    key: 'scheduled-workout-6',
    status: 'draft',
    activateInDays: 2,
    title: 'Тренировка 6: функциональный круг',
    preview: 'Функциональная тренировка с элементами баланса и координации.',
    tags: ['training', 'video'],
    daysAgo: 0,
    blocks: [
      {
        video: { name: 'Тренировка 6 — функциональный круг', duration: '33:00', services: 'both' },
      },
    ],
  },
  {
    key: 'scheduled-webinar-results',
    status: 'draft',
    activateInDays: 5,
    title: 'Вебинар: итоги месяца',
    preview: 'Подводим итоги первого месяца и отвечаем на вопросы.',
    tags: ['webinar'],
    daysAgo: 0,
    blocks: ['Эфир пройдёт в субботу в 12:00 по Москве.'],
  },
  {
    key: 'platform-update',
    status: 'published',
    title: 'Обновление платформы / Platform update',
    preview: 'Новые уведомления и избранное. New notifications and favorites.',
    tags: ['announcement'],
    daysAgo: 11,
    flows: [],
    blocks: [
      `## Что нового
- Настройки уведомлений по каждому типу публикаций.
- Поиск по избранному.`,
      `## What's new
- Notification settings for every type of post.
- Search in your favorites.`,
    ],
  },
];
