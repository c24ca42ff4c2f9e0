import { writeSimplePdf } from './pdf.ts';

/** The demo documents attached to publications. */
export type DocKey =
  | 'week-summary'
  | 'menu-summary'
  | 'shopping-list'
  | 'food-diary'
  | 'food-diary-en'
  | 'training-plan'
  | 'emotions-diary'
  | 'webinar-summary';

export interface DemoDocument {
  /** Storage file name; clicks are logged for names containing 'summary'. */
  file: string;
  /** Name shown to the reader. */
  name: string;
  contentType: string;
  data: Buffer;
}

const BOM = '\ufeff';

function csv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(BOM + rows.map((row) => row.join(';')).join('\r\n') + '\r\n', 'utf8');
}

type NutritionKey =
  'week-summary' | 'menu-summary' | 'shopping-list' | 'food-diary' | 'food-diary-en';

/** The nutrition documents: week summary, menu, shopping list and the food diaries. */
function nutritionDocuments(): Record<NutritionKey, DemoDocument> {
  return {
    'week-summary': {
      file: 'week-1-summary.txt',
      name: 'Итоги недели 1 (summary).txt',
      contentType: 'text/plain; charset=utf-8',
      data: Buffer.from(
        'Итоги первой недели\n\n' +
          '1. Считаем калории каждый день, без пропусков.\n' +
          '2. Три силовые тренировки и 8000 шагов в день.\n' +
          '3. Сон не меньше 7 часов.\n' +
          '4. Замеры и фото — в воскресенье утром, натощак.\n',
        'utf8',
      ),
    },
    'menu-summary': {
      file: 'menu-week-summary.pdf',
      name: 'Menu week summary.pdf',
      contentType: 'application/pdf',
      data: writeSimplePdf([
        'Weekly menu - summary',
        'Breakfast: oatmeal, berries, Greek yoghurt',
        'Lunch: chicken breast, buckwheat, salad',
        'Snack: apple, a handful of nuts',
        'Dinner: baked fish, vegetables',
        'Water: 30 ml per kg of body weight',
      ]),
    },
    'shopping-list': {
      file: 'shopping-list.csv',
      name: 'Список покупок.csv',
      contentType: 'text/csv; charset=utf-8',
      data: csv([
        ['Продукт', 'Количество', 'Категория'],
        ['Овсяные хлопья', '500 г', 'Крупы'],
        ['Гречка', '1 кг', 'Крупы'],
        ['Куриное филе', '1,5 кг', 'Белок'],
        ['Яйца', '20 шт', 'Белок'],
        ['Творог 5%', '4 пачки', 'Белок'],
        ['Брокколи', '800 г', 'Овощи'],
        ['Огурцы, томаты', '2 кг', 'Овощи'],
        ['Яблоки', '1,5 кг', 'Фрукты'],
      ]),
    },
    'food-diary': {
      file: 'food-diary-template.csv',
      name: 'Дневник питания (шаблон).csv',
      contentType: 'text/csv; charset=utf-8',
      data: csv([
        ['Дата', 'Приём пищи', 'Продукты', 'Ккал', 'Белки', 'Жиры', 'Углеводы'],
        ['', 'Завтрак', '', '', '', '', ''],
        ['', 'Обед', '', '', '', '', ''],
        ['', 'Перекус', '', '', '', '', ''],
        ['', 'Ужин', '', '', '', '', ''],
      ]),
    },
    'food-diary-en': {
      file: 'food-diary-template-en.csv',
      name: 'Food diary (template).csv',
      contentType: 'text/csv; charset=utf-8',
      data: csv([
        ['Date', 'Meal', 'Foods', 'kcal', 'Protein', 'Fat', 'Carbs'],
        ['', 'Breakfast', '', '', '', '', ''],
        ['', 'Lunch', '', '', '', '', ''],
        ['', 'Snack', '', '', '', '', ''],
        ['', 'Dinner', '', '', '', '', ''],
      ]),
    },
  };
}

/** The training plan, the emotions diary and the webinar summary. */
function trainingDocuments(): Record<Exclude<DocKey, NutritionKey>, DemoDocument> {
  return {
    'training-plan': {
      file: 'training-plan.pdf',
      name: 'Training plan.pdf',
      contentType: 'application/pdf',
      data: writeSimplePdf([
        'Training plan: 4 weeks',
        'Week 1: full body x3, 8000 steps a day',
        'Week 2: full body x3, 9000 steps a day',
        'Week 3: upper / lower split x4',
        'Week 4: upper / lower split x4, intervals x1',
      ]),
    },
    'emotions-diary': {
      file: 'emotions-diary.txt',
      name: 'Дневник эмоций.txt',
      contentType: 'text/plain; charset=utf-8',
      data: Buffer.from(
        'Дневник эмоций\n\n' +
          'Время | Ситуация | Что я почувствовала | Чего мне хотелось | Что я сделала\n' +
          '------------------------------------------------------------------------\n',
        'utf8',
      ),
    },
    'webinar-summary': {
      file: 'webinar-summary.pdf',
      name: 'Webinar summary.pdf',
      contentType: 'application/pdf',
      data: writeSimplePdf([
        'Webinar summary: meal plans of participants',
        '1. Protein at every meal: 25-35 g',
        '2. Vegetables: half of the plate',
        '3. Plan snacks instead of avoiding them',
        '4. Weekend: same rules, more flexibility',
      ]),
    },
  };
}

/** Builds the demo documents (plain text, CSV with a BOM for Excel, simple PDFs). */
export function buildDocuments(): Record<DocKey, DemoDocument> {
  return { ...nutritionDocuments(), ...trainingDocuments() };
}
