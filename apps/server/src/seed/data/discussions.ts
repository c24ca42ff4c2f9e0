import type { DemoRole } from '@app/contract';
import type { PostSeed } from './types.ts';

/** A comment author: a demo user by role, or a participant by index in PARTICIPANTS. */
export type AuthorRef = DemoRole | number;

export interface ReplySeed {
  author: AuthorRef;
  text: string;
  /** Index of the earlier reply answered; omitted: the top-level comment. */
  answers?: number;
}

export interface ThreadSeed {
  author: AuthorRef;
  text: string;
  fixed?: boolean;
  /** Deleted by its author after others replied: kept as a placeholder. */
  removed?: boolean;
  reported?: boolean;
  /** How many of the demo comment photos it carries. */
  photos?: number;
  replies?: ReplySeed[];
}

const LONG_STORY =
  'Хочу поделиться своей историей, может быть, кому-то она поможет. Я пришла в программу после третьей попытки похудеть самостоятельно. ' +
  'Каждый раз было одно и то же: две недели строгих ограничений, гречка с курицей, никаких сладостей, а потом срыв на выходных и ощущение, что я ни на что не способна. ' +
  'В этот раз я решила сделать иначе и впервые начала честно считать калории, без попыток урезать их до восьмисот. Оказалось, что я ела не так уж много, ' +
  'но совершенно хаотично: могла пропустить завтрак и обед, а вечером съесть половину дневной нормы за один присест. ' +
  'Первую неделю было тяжело собирать тарелку по правилам, но потом я стала заранее готовить еду на два дня, и всё стало проще. ' +
  'Тренировки сначала давались с трудом, после первой круговой я два дня ходила как робот. Сейчас, на четвёртой неделе, делаю все три круга и даже не всегда отдыхаю 20 секунд. ' +
  'Минус 3,8 кг и минус 6 см в талии. Но главное даже не цифры, а то, что я перестала бояться еды и больше не делю её на «хорошую» и «плохую». ' +
  'Спасибо кураторам и всем, кто пишет здесь, — читать ваши истории очень поддерживает, особенно в те дни, когда весы стоят на месте.';

/** Community posts (section topic): the discussions. */
export const TOPICS: (PostSeed & { threads: ThreadSeed[] })[] = [
  {
    key: 'topic-introductions',
    title: 'Знакомимся! Расскажите о себе',
    preview: 'Как вас зовут, откуда вы и какая у вас цель на этот поток?',
    tags: [],
    daysAgo: 43,
    fix: true,
    blocks: ['Напишите пару слов о себе: имя, город, цель на программу. Поддержите новичков!'],
    // Filled with generated introductions besides these threads (see steps/insert-comments.ts).
    threads: [
      {
        author: 'client',
        text: 'Привет! Я Анна из Казани. Хочу вернуть форму после декрета и наконец-то полюбить тренировки.',
        replies: [
          { author: 1, text: 'Анна, привет! Я тоже после декрета, давай держаться вместе 💪' },
          {
            author: 'moderator',
            text: 'Добро пожаловать, Анна! Если будут вопросы по программе — пишите.',
          },
          { author: 'client', text: 'Спасибо большое, очень приятно!', answers: 1 },
        ],
      },
    ],
  },
  {
    key: 'topic-breakfasts',
    title: 'Ваши рецепты полезных завтраков',
    preview: 'Делимся завтраками, которые вкусные, сытные и укладываются в калорийность.',
    tags: [],
    daysAgo: 20,
    blocks: ['Пишите рецепт и КБЖУ, если считали. Фото приветствуются!'],
    threads: [
      {
        author: 3,
        text: 'Мой фаворит — творожная запеканка без муки: 400 г творога, 2 яйца, ложка манки, ваниль. 40 минут при 180 °C.',
        photos: 1,
        replies: [
          { author: 'client', text: 'Сегодня попробовала — очень вкусно! Добавила ещё ягоды.' },
          { author: 0, text: 'Отличный вариант: около 30 г белка на порцию.' },
        ],
      },
      {
        author: 'client',
        text: 'Овсянка с вечера: хлопья, йогурт, молоко и ягоды в банке. Утром остаётся только взять с собой.',
        photos: 2,
        replies: [
          { author: 6, text: 'А сколько держите в холодильнике? Не раскисает?' },
          { author: 'client', text: 'До двух дней нормально, дольше не пробовала.', answers: 0 },
          { author: 9, text: 'Спасибо за идею, теперь завтракаю в электричке 😄' },
        ],
      },
      { author: 7, text: 'Омлет с брокколи и сыром в микроволновке — 3 минуты и готово.' },
      {
        author: 10,
        text: 'Бутерброд с цельнозерновым хлебом, творожным сыром и красной рыбой. Классика!',
      },
    ],
  },
  {
    key: 'topic-coach-questions',
    title: 'Вопросы тренеру: техника и нагрузка',
    preview: 'Задавайте вопросы о технике упражнений и нагрузке — тренер отвечает по вторникам.',
    tags: [],
    daysAgo: 25,
    blocks: ['Чтобы ответ был точнее, опишите уровень подготовки и что именно беспокоит.'],
    threads: [
      {
        author: 0,
        fixed: true,
        text: 'Коллеги, перед вопросом про боль в коленях или спине посмотрите урок по технике безопасности в разделе «Тренировки» вики. Если боль острая — тренировку останавливаем и пишем куратору.',
      },
      {
        author: 2,
        text: 'После приседаний болят колени. Это нормально?',
        replies: [
          {
            author: 0,
            text: 'Нет, боли в суставах быть не должно. Снимите присед сбоку и пришлите — разберём технику.',
          },
          { author: 2, text: 'Снял, отправил куратору. Спасибо!', answers: 0 },
        ],
      },
      { author: 4, text: LONG_STORY },
      {
        author: 'client',
        text: 'Можно ли заменить выпады на что-то другое? Теряю равновесие.',
        replies: [
          {
            author: 'supermoderator',
            text: 'Попробуйте выпады назад с опорой рукой о стену, а через пару недель — без опоры.',
          },
          { author: 5, text: 'У меня было так же, через две недели с опорой стало получаться.' },
        ],
      },
      { author: 8, text: 'Сколько раз в неделю можно делать тренировку на пресс?' },
    ],
  },
  {
    key: 'topic-sweets',
    title: 'Как вы справляетесь с тягой к сладкому?',
    preview: 'Лайфхаки, которые реально работают. Делимся опытом без осуждения.',
    tags: [],
    daysAgo: 15,
    blocks: ['Что помогает вам не срываться на сладкое вечером?'],
    threads: [
      {
        author: 9,
        text: 'Раньше съедала плитку шоколада за вечер. Теперь оставляю 2–3 дольки горького после ужина — и хватает.',
        replies: [{ author: 'client', text: 'Тоже так делаю, работает!' }],
      },
      {
        author: 11,
        removed: true,
        text: '',
        replies: [
          { author: 6, text: 'Не согласна, но у каждого свой путь.' },
          { author: 12, text: 'Думаю, тут важно не переходить на личности.' },
        ],
      },
      {
        author: 13,
        reported: true,
        text: 'Купите у меня таблетки для похудения, пишите в личку — скидка для участников!',
      },
      {
        author: 14,
        text: 'Помогает, когда в течение дня хватает белка — вечером тяга намного меньше.',
      },
      { author: 19, text: 'Чай с корицей и мятой. Звучит странно, но правда помогает.' },
    ],
  },
  {
    key: 'topic-first-week',
    title: 'Фото-отчёты: первая неделя',
    preview: 'Показываем тарелки, тренировки и прогулки первой недели.',
    tags: [],
    daysAgo: 10,
    // Closed for new comments: the week is over (shows the disabled state).
    disableComments: true,
    blocks: ['Прикрепляйте до пяти фото к комментарию. Лица можно не показывать 🙂'],
    threads: [
      { author: 5, photos: 2, text: 'Моя первая неделя: каждый день готовила заранее.' },
      {
        author: 'client',
        photos: 1,
        text: 'Прогулка 12 000 шагов! Рекорд за последний год.',
        replies: [
          { author: 7, text: 'Красота! Где это?' },
          { author: 'client', text: 'Набережная Казанки, очень рекомендую.', answers: 0 },
          { author: 'supermoderator', text: 'Отличный результат, так держать!' },
        ],
      },
      { author: 10, photos: 1, text: 'Тренируюсь на балконе, пока тепло.' },
    ],
  },
  {
    key: 'topic-emotions',
    title: 'Обсуждение: дневник эмоций',
    preview: 'Делимся наблюдениями из дневника эмоций перед групповой сессией.',
    tags: [],
    daysAgo: 8,
    flows: ['paid'],
    blocks: ['Что вы заметили за неделю? Когда чаще всего хотелось есть вне плана?'],
    threads: [
      {
        author: 'paid',
        text: 'Заметила, что тянет на сладкое после звонков с работы. Раньше не связывала.',
        replies: [
          { author: 11, text: 'У меня то же самое после совещаний!' },
          {
            author: 0,
            text: 'Отличное наблюдение. Попробуйте после таких звонков пятиминутную прогулку.',
          },
        ],
      },
      { author: 14, text: 'Больше всего хочется есть, когда скучно вечером.' },
    ],
  },
  {
    key: 'topic-en-introductions',
    title: 'Community: introduce yourself',
    preview: 'Who are you, where are you from and what is your goal for this flow?',
    tags: [],
    daysAgo: 30,
    flows: ['english'],
    blocks: ['Say hello: your name, your city and your goal for the programme.'],
    threads: [
      {
        author: 'english',
        text: "Hi everyone! I'm Emily from Manchester. My goal is to get stronger and run my first 10K.",
        replies: [
          {
            author: 20,
            text: 'Welcome, Emily! The strength workouts will help your running a lot.',
          },
          { author: 21, text: 'Good luck with the 10K! I did mine last spring.' },
        ],
      },
      {
        author: 21,
        text: "James here, from Dubai. Trying to lose the 'office weight' before summer.",
      },
    ],
  },
];

/** Short comments under feed posts, by post key. */
export const FEED_THREADS: Record<string, ThreadSeed[]> = {
  'steps-marathon': [
    {
      author: 'client',
      text: 'Я в деле! Сколько шагов засчитывается, если часть дня без телефона?',
      replies: [
        {
          author: 'moderator',
          text: 'Засчитываем по скриншоту — если браслета нет, прибавьте примерно 1000.',
        },
      ],
    },
    { author: 6, text: 'Ура, давно ждала марафон!' },
  ],
  'workout-1': [
    { author: 2, text: 'Третий круг дался тяжело, но я справился 💪' },
    {
      author: 'client',
      text: 'Можно делать эту тренировку через день?',
      replies: [{ author: 0, text: 'Да, на первом этапе три раза в неделю — оптимально.' }],
    },
  ],
  calories: [
    { author: 3, text: 'Спасибо! Пункт про масло — прямо про меня.' },
    { author: 15, text: 'А как считать блюда в ресторане?' },
  ],
  'rpp-emotional-eating': [
    { author: 'paid', text: 'Пауза в 10 минут реально работает, проверила на себе.' },
  ],
  'en-workout-1': [{ author: 21, text: 'Great workout, my legs are on fire!' }],
};

/** Parts of the generated introductions under the first topic. */
export const INTRO_CITIES = [
  'Москвы',
  'Санкт-Петербурга',
  'Новосибирска',
  'Екатеринбурга',
  'Казани',
  'Нижнего Новгорода',
  'Самары',
  'Краснодара',
  'Перми',
  'Воронежа',
  'Тюмени',
  'Калининграда',
];

export const INTRO_GOALS = [
  'сбросить 5 кг к лету',
  'научиться правильно питаться без срывов',
  'полюбить тренировки',
  'вернуть форму после родов',
  'убрать боли в спине',
  'подготовиться к первому полумарафону',
  'привести в порядок сон и режим',
  'стать сильнее и выносливее',
  'перестать заедать стресс',
  'влезть в любимые джинсы',
];
