import type { FlowKey, VideoSeed } from './types.ts';

export interface LessonSeed {
  title: string;
  /** Minutes. */
  readTime: number;
  text: string;
  videos: VideoSeed[];
}

export interface ProgramPageSeed {
  title: string;
  description: string;
  part: 1 | 2;
  enabled: boolean;
  lessons: LessonSeed[];
}

const video = (name: string, duration: string, services: VideoSeed['services'] = 'both') => ({
  name,
  duration,
  services,
});

const BASICS: ProgramPageSeed[] = [
  {
    title: 'Неделя 1. Введение',
    description: 'Знакомство с программой, замеры и первые тренировки.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Урок 1. Как устроена программа',
        readTime: 12,
        text: 'Разбираем, как будут устроены следующие восемь недель, и ставим цели.',
        videos: [video('Как устроена программа', '12:40')],
      },
      {
        title: 'Урок 2. Замеры и точка старта',
        readTime: 8,
        text: 'Учимся делать замеры и фото так, чтобы через месяц сравнение было честным.',
        videos: [
          video('Замеры тела', '06:15', 'kinescope'),
          video('Фото «до»', '04:30', 'kinescope'),
        ],
      },
    ],
  },
  {
    title: 'Неделя 2. Питание',
    description: 'Калорийность, белок и подсчёт без стресса.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Урок 3. Калорийность и дефицит',
        readTime: 15,
        text: 'Считаем свою норму калорий и выбираем безопасный дефицит — 15–20%.',
        videos: [video('Калорийность и дефицит', '18:05')],
      },
      {
        title: 'Урок 4. Белки, жиры, углеводы',
        readTime: 14,
        text: 'Зачем нужен каждый макронутриент и как собрать сбалансированную тарелку.',
        videos: [
          video('БЖУ простыми словами', '16:20', 'youtube'),
          video('Тарелка здорового питания', '07:10'),
        ],
      },
    ],
  },
  {
    title: 'Неделя 3. Силовые тренировки',
    description: 'Техника базовых упражнений и прогрессия нагрузки.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Урок 5. Техника базовых упражнений',
        readTime: 20,
        text: 'Присед, тяга, жим и выпады: ключевые точки техники.',
        videos: [
          video('Присед', '06:40'),
          video('Румынская тяга', '05:55', 'kinescope'),
          video('Отжимания', '04:20', 'youtube'),
        ],
      },
      {
        title: 'Урок 6. Прогрессия нагрузки',
        readTime: 10,
        text: 'Когда и на сколько увеличивать вес, чтобы расти и не травмироваться.',
        videos: [video('Прогрессия нагрузки', '11:45')],
      },
    ],
  },
  {
    title: 'Неделя 4. Восстановление',
    description: 'Сон, стресс и отдых как часть тренировочного процесса.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Урок 7. Сон и восстановление',
        readTime: 11,
        text: 'Почему без сна не будет результата и как улучшить его качество.',
        videos: [video('Сон и восстановление', '13:30', 'kinescope')],
      },
    ],
  },
  {
    title: 'Бонус: растяжка и мобильность',
    description: 'Дополнительные занятия для гибкости и здоровой спины.',
    part: 2,
    enabled: true,
    lessons: [
      {
        title: 'Растяжка всего тела',
        readTime: 15,
        text: 'Спокойная растяжка на 15 минут для дней отдыха.',
        videos: [video('Растяжка всего тела', '15:00')],
      },
      {
        title: 'Мобильность грудного отдела',
        readTime: 9,
        text: 'Упражнения для тех, кто много сидит за компьютером.',
        videos: [video('Мобильность грудного отдела', '09:10', 'youtube')],
      },
    ],
  },
  {
    title: 'Бонус: мастер-классы',
    description: 'Откроется после завершения основной программы.',
    part: 2,
    enabled: false,
    lessons: [
      {
        title: 'Мастер-класс: питание в путешествиях',
        readTime: 25,
        text: 'Как не выпасть из режима в отпуске и командировке.',
        videos: [video('Питание в путешествиях', '27:15')],
      },
    ],
  },
  {
    title: 'Итоговое тестирование',
    description: 'Повторные замеры, фото и план на следующий месяц.',
    part: 2,
    enabled: true,
    lessons: [
      {
        title: 'Итоги программы',
        readTime: 10,
        text: 'Сравниваем замеры и фото, составляем план на следующий месяц.',
        videos: [video('Итоги программы (summary)', '10:05', 'kinescope')],
      },
    ],
  },
];

const PSYCHOLOGY: ProgramPageSeed[] = [
  {
    title: 'Модуль 5. Психология питания',
    description: 'Эмоциональное переедание, голод и насыщение.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Урок 8. Голод и аппетит',
        readTime: 14,
        text: 'Учимся отличать физический голод от эмоционального.',
        videos: [video('Голод и аппетит', '15:25')],
      },
      {
        title: 'Урок 9. Работа со срывами',
        readTime: 16,
        text: 'Срыв — это информация. Разбираем, как из него выйти без чувства вины.',
        videos: [
          video('Работа со срывами', '17:40', 'youtube'),
          video('Практика: пауза', '05:00', 'youtube'),
        ],
      },
    ],
  },
];

const INTERNATIONAL: ProgramPageSeed[] = [
  {
    title: 'Week 1. Getting started',
    description: 'How the programme works, measurements and your starting point.',
    part: 1,
    enabled: true,
    lessons: [
      {
        title: 'Lesson 1. How the programme works',
        readTime: 10,
        text: 'What the next eight weeks look like, and how to set goals you can keep.',
        videos: [video('How the programme works', '10:20')],
      },
      {
        title: 'Lesson 2. Your starting point',
        readTime: 8,
        text: 'Measurements and photos taken the same way each time make progress honest.',
        videos: [
          video('Body measurements', '06:15', 'kinescope'),
          video('Before photos', '04:30', 'kinescope'),
        ],
      },
    ],
  },
  {
    title: 'Bonus: mobility',
    description: 'Extra sessions for flexibility and a healthy back.',
    part: 2,
    enabled: true,
    lessons: [
      {
        title: 'Full-body stretch',
        readTime: 15,
        text: 'A gentle routine for the days between workouts.',
        videos: [video('Full-body stretch', '14:50')],
      },
    ],
  },
];

/** The programme of each flow that has one: its sections, in order, with their lessons. */
export const PROGRAMMES: { flow: FlowKey; pages: ProgramPageSeed[] }[] = [
  { flow: 'main', pages: BASICS },
  { flow: 'paid', pages: [...BASICS.slice(0, 4), ...PSYCHOLOGY, ...BASICS.slice(4)] },
  { flow: 'previous', pages: BASICS.slice(0, 3) },
  { flow: 'english', pages: INTERNATIONAL },
];
