import type { FlowKey, TagSlug } from './types.ts';

export interface FlowSeed {
  name: string;
  isGreen?: boolean;
  forUae?: boolean;
  shopIconStatus: boolean;
}

/** The flows; `main` is the current Russian flow, `paid` the one with the psychology group. */
export const FLOWS: Record<FlowKey, FlowSeed> = {
  previous: { name: 'Поток 11 · Перезагрузка', shopIconStatus: true },
  main: { name: 'Поток 12 · Трансформация', shopIconStatus: true },
  green: { name: 'Зелёный поток · Знакомство', isGreen: true, shopIconStatus: true },
  uae: { name: 'Поток 12 · ОАЭ', forUae: true, shopIconStatus: false },
  paid: { name: 'Поток 12 · Премиум', shopIconStatus: true },
  english: { name: 'Flow 12 · International', shopIconStatus: false },
};

/** The Russian-speaking flows: the default audience of Russian posts. */
export const RUSSIAN_FLOWS: FlowKey[] = ['previous', 'main', 'green', 'uae', 'paid'];

export const FEED_GROUPS = [
  {
    slug: 'physical_transformation',
    title: 'Физическая трансформация',
    titleEn: 'Physical Transformation',
    color: '#3f8cff',
    sort: 1,
  },
  {
    slug: 'physical_rpp',
    title: 'Психология',
    titleEn: 'Physical Psychology',
    color: '#9b6bff',
    sort: 2,
  },
] as const;

export const FEED_TAGS: { slug: TagSlug; title: string; titleEn: string }[] = [
  { slug: 'video', title: 'Видео', titleEn: 'Video' },
  { slug: 'article', title: 'Статья', titleEn: 'Article' },
  { slug: 'training', title: 'Тренировка', titleEn: 'Workout' },
  { slug: 'tasks', title: 'Задания', titleEn: 'Tasks' },
  { slug: 'announcement', title: 'Анонс', titleEn: 'Announcement' },
  { slug: 'webinar', title: 'Вебинар', titleEn: 'Webinar' },
];

export const SECTIONS = [
  { slug: 'feed', title: 'Лента', titleEn: 'Feed' },
  { slug: 'topic', title: 'Сообщество', titleEn: 'Community' },
] as const;
