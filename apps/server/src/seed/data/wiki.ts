import type { PostSeed } from './types.ts';

export interface WikiCategorySeed {
  title: string;
  titleEn: string;
  text: string;
  textEn: string;
  /** Opening the category is logged. */
  logJump: boolean;
  posts: PostSeed[];
}

/** Short recipes of the recipe category: enough posts for a second page (10 a page). */
const RECIPES: { title: string; preview: string; text: string }[] = [
  {
    title: 'Овсянка с ягодами',
    preview: 'Быстрый завтрак на воде: 5 минут и никакой посуды, кроме кастрюльки.',
    text: 'Овсяные хлопья — 50 г, ягоды — 100 г, вода — 200 мл. На порцию: 290 ккал, 9 г белка.',
  },
  {
    title: 'Омлет со шпинатом',
    preview: 'Пышный омлет на сковороде с крышкой, с зеленью вместо сыра.',
    text: 'Яйца — 2 шт., белок — 1 шт., шпинат — 50 г. На порцию: 250 ккал, 21 г белка.',
  },
  {
    title: 'Творожная запеканка',
    preview: 'Запеканка без сахара, которую можно взять с собой на работу.',
    text: 'Творог 5% — 250 г, яйцо — 1 шт., манка — 20 г. На порцию: 320 ккал, 40 г белка.',
  },
  {
    title: 'Куриный суп с овощами',
    preview: 'Лёгкий суп на неделю: варится за 40 минут и хорошо хранится.',
    text: 'Куриное филе — 150 г, морковь, сельдерей, картофель — 100 г. На порцию: 210 ккал, 27 г белка.',
  },
  {
    title: 'Гречка с грибами',
    preview: 'Постный ужин с шампиньонами и луком на одной сковороде.',
    text: 'Гречка — 70 г сухой, шампиньоны — 150 г, лук. На порцию: 340 ккал, 13 г белка.',
  },
  {
    title: 'Салат с тунцом и фасолью',
    preview: 'Сытный салат из консервов, когда готовить некогда.',
    text: 'Тунец в собственном соку — 100 г, фасоль — 80 г, огурец. На порцию: 310 ккал, 32 г белка.',
  },
  {
    title: 'Индейка с булгуром',
    preview: 'Обед в контейнер: индейка на пару и рассыпчатый булгур.',
    text: 'Филе индейки — 150 г, булгур — 60 г сухого. На порцию: 420 ккал, 40 г белка.',
  },
  {
    title: 'Тыквенный крем-суп',
    preview: 'Бархатный суп из запечённой тыквы с каплей сливок.',
    text: 'Тыква — 300 г, лук, сливки 10% — 50 мл. На порцию: 180 ккал, 4 г белка.',
  },
  {
    title: 'Смузи с бананом и шпинатом',
    preview: 'Зелёный смузи на кефире для перекуса после тренировки.',
    text: 'Банан — 1 шт., шпинат — 30 г, кефир 1% — 200 мл. На порцию: 230 ккал, 8 г белка.',
  },
  {
    title: 'Запечённый лосось с брокколи',
    preview: 'Ужин на противне: рыба и овощи готовятся одновременно за 20 минут.',
    text: 'Лосось — 150 г, брокколи — 200 г, лимон. На порцию: 410 ккал, 33 г белка.',
  },
];

function recipePost(recipe: (typeof RECIPES)[number], index: number): PostSeed {
  return {
    key: `wiki-recipe-${index + 1}`,
    title: recipe.title,
    preview: recipe.preview,
    tags: ['article'],
    daysAgo: 27 - index,
    blocks: [`## Ингредиенты\n${recipe.text}`],
  };
}

/**
 * Wiki categories and the publications filed under each: for the Russian-speaking flows, and a
 * few posts for the English flow.
 */
export const WIKI_CATEGORIES: WikiCategorySeed[] = [
  {
    title: 'Питание',
    titleEn: 'Nutrition',
    text: 'Основы рациона: калорийность, белки, жиры и углеводы, чтение этикеток.',
    textEn: 'Diet basics: calories, protein, fat and carbohydrates, reading food labels.',
    logJump: false,
    posts: [
      {
        key: 'wiki-calorie-table',
        title: 'Таблица калорийности базовых продуктов',
        preview: 'Калорийность и БЖУ продуктов, которые чаще всего встречаются в меню программы.',
        tags: ['article'],
        daysAgo: 40,
        blocks: [
          `## На 100 г продукта
- Куриное филе: 110 ккал, 23 г белка.
- Гречка сухая: 313 ккал, 12,6 г белка.
- Творог 5%: 121 ккал, 17 г белка.
- Яйцо: 157 ккал, 12,7 г белка.
- Овсяные хлопья: 352 ккал, 12 г белка.`,
          { doc: 'shopping-list' },
        ],
      },
      {
        key: 'wiki-labels',
        title: 'Как читать этикетки',
        preview: 'Состав, порция и скрытый сахар: на что смотреть в магазине.',
        tags: ['article'],
        daysAgo: 37,
        blocks: [
          `## Три правила
1. Ингредиенты перечислены по убыванию массы.
2. Сахар прячется под названиями «патока», «сироп», «декстроза».
3. Калорийность часто указана на порцию, а не на 100 г.`,
        ],
      },
      {
        key: 'wiki-en-protein',
        title: 'Protein basics',
        preview: 'How much protein you need a day and where to get it.',
        tags: ['article'],
        daysAgo: 35,
        flows: ['english'],
        blocks: [
          'Aim for 1.6 g of protein per kilogram of body weight a day, spread over three or four meals: eggs, fish, poultry, cottage cheese and legumes.',
        ],
      },
    ],
  },
  {
    title: 'Тренировки',
    titleEn: 'Workouts',
    text: 'Техника упражнений, безопасность и словарь терминов.',
    textEn: 'Exercise technique, safety and a glossary of terms.',
    logJump: false,
    posts: [
      {
        key: 'wiki-glossary',
        title: 'Глоссарий упражнений',
        preview: 'Что такое суперсет, круговая тренировка, RPE и другие термины из программы.',
        tags: ['article', 'training'],
        daysAgo: 39,
        blocks: [
          `## Термины
- **Суперсет** — два упражнения подряд без отдыха.
- **Круговая тренировка** — несколько упражнений по кругу с минимальным отдыхом.
- **RPE** — субъективная оценка тяжести подхода по шкале от 1 до 10.
- **Заминка** — спокойная часть тренировки для восстановления пульса.`,
        ],
      },
      {
        key: 'wiki-safety',
        title: 'Техника безопасности на тренировках',
        preview: 'Когда тренировку нужно остановить и как заниматься при болях в спине и коленях.',
        tags: ['training'],
        daysAgo: 36,
        blocks: [
          'Остановите тренировку при головокружении, боли в груди, резкой боли в суставе. Мышечное жжение — нормально, боль в суставе — нет.',
          { video: { name: 'Безопасная техника', duration: '07:45', services: 'both' } },
        ],
      },
      {
        key: 'wiki-en-warm-up',
        title: 'Warm-up checklist',
        preview: 'Five minutes that make every workout safer.',
        tags: ['training'],
        daysAgo: 34,
        flows: ['english'],
        blocks: [
          `## Before every workout
- Two minutes of easy cardio.
- Joint circles: neck, shoulders, hips, knees.
- One light set of the first exercise.`,
        ],
      },
      {
        key: 'wiki-en-rpe',
        title: 'How to rate your effort (RPE)',
        preview: 'The 1 to 10 scale the programme uses for every set.',
        tags: ['article', 'training'],
        daysAgo: 32,
        flows: ['english'],
        blocks: [
          'RPE 7 means you could do three more repetitions, RPE 9 only one. Most sets of the programme stay between 7 and 8.',
        ],
      },
    ],
  },
  {
    title: 'Психология и мотивация',
    titleEn: 'Psychology and motivation',
    text: 'Как сохранить мотивацию, справляться со срывами и строить привычки.',
    textEn: 'How to stay motivated, cope with setbacks and build habits.',
    logJump: false,
    posts: [
      {
        key: 'wiki-motivation',
        title: 'Как работать с мотивацией',
        preview: 'Мотивация приходит и уходит, а привычки остаются. Как опереться на систему.',
        tags: ['article'],
        daysAgo: 34,
        blocks: [
          'Не ждите мотивации — стройте окружение, в котором правильный выбор самый простой: еда заготовлена, форма собрана, тренировка в календаре.',
        ],
      },
    ],
  },
  {
    title: 'Частые вопросы',
    titleEn: 'FAQ',
    text: 'Ответы на вопросы о платформе, доступе и расписании.',
    textEn: 'Answers about the platform, access and the schedule.',
    logJump: true,
    posts: [
      {
        key: 'wiki-platform',
        title: 'Как пользоваться платформой',
        preview: 'Где лента, программа, избранное и уведомления — короткая экскурсия.',
        tags: ['article'],
        daysAgo: 41,
        blocks: [
          `## Разделы
- **Лента** — новые материалы по группам.
- **Программа** — уроки вашего потока по неделям.
- **Избранное** — сохранённые публикации.
- **Сообщество** — обсуждения с участниками.`,
        ],
      },
      {
        key: 'wiki-missed-workout',
        title: 'Что делать, если пропустил тренировку',
        preview: 'Пропуск — не катастрофа. Как вернуться в график без двойной нагрузки.',
        tags: ['article', 'training'],
        daysAgo: 33,
        blocks: [
          'Не делайте две тренировки в один день. Просто продолжите с того места, где остановились, и сдвиньте план на день.',
        ],
      },
    ],
  },
  {
    title: 'Рецепты',
    titleEn: 'Recipes',
    text: 'Простые блюда на каждый день с подсчитанной калорийностью.',
    textEn: 'Simple everyday dishes with the calories counted.',
    logJump: false,
    posts: [
      {
        key: 'wiki-breakfast-recipes',
        title: 'Рецепты завтраков',
        preview: 'Сырники из духовки, овсяноблин и омлет с овощами — с КБЖУ.',
        tags: ['article'],
        daysAgo: 31,
        blocks: [
          `## Сырники из духовки
Творог 5% — 200 г, яйцо — 1 шт., рисовая мука — 30 г. Выпекать 20 минут при 180 °C. На порцию: 380 ккал, 38 г белка.`,
          { photo: 3 },
        ],
      },
      {
        key: 'wiki-dinner-recipes',
        title: 'Рецепты ужинов',
        preview: 'Рыба с овощами, индейка в сливочном соусе и тёплый салат с киноа.',
        tags: ['article'],
        daysAgo: 28,
        blocks: [
          `## Треска с овощами
Треска — 200 г, кабачок, перец, томаты. Запекать в фольге 25 минут. На порцию: 260 ккал, 36 г белка.`,
        ],
      },
      ...RECIPES.map(recipePost),
    ],
  },
  {
    title: 'Материалы курса',
    titleEn: 'Course materials',
    text: 'Шаблоны, чек-листы и конспекты, которые пригодятся на всём курсе.',
    textEn: 'Templates, checklists and notes for the whole course.',
    logJump: true,
    posts: [
      {
        key: 'wiki-templates',
        title: 'Шаблоны и чек-листы',
        preview: 'Дневник питания, дневник эмоций и план тренировок — скачайте и заполняйте.',
        tags: ['tasks'],
        daysAgo: 30,
        blocks: [
          'Все шаблоны в одном месте.',
          { doc: 'food-diary' },
          { doc: 'emotions-diary' },
          { doc: 'training-plan' },
        ],
      },
    ],
  },
];
