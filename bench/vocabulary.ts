/** Words of the generated Russian posts, most frequent first ("тренировка" is the third). */
export const CYRILLIC_WORDS: readonly string[] = words(`
  неделя день тренировка питание упражнение тело вес сила мышцы спина вода сон завтрак белок
  нагрузка растяжка прогресс привычки мотивация дыхание тренер осанка колени плечи пресс шаги
  восстановление выносливость обед ужин режим разминка калории углеводы жиры овощи фрукты каша
  приседания отжимания планка выпады гантели отдых пульс суставы ягодицы стопы баланс гибкость
  техника цель план результат стресс энергия настроение прогулка ходьба бег зал коврик резинка
  гречка овсянка творог яйца курица рыба орехи ягоды салат суп перекус сахар соль кофе чай
  витамины магний кальций железо клетчатка протеин подтягивания скакалка штанга гиря фитбол
  плавание велосипед йога пилатес кардио интервалы повторения подходы давление сердце
  позвоночник поясница шея бедра икры руки ноги живот талия грудь трицепс бицепс координация
  мобильность дневник замеры объемы весы фото усталость бодрость концентрация медитация массаж
  баня душ сауна холод жара погода лестница парк бассейн стадион тренажер дорожка эллипс
  степпер турник брусья скамья гриф перчатки кроссовки форма одежда бутылка шейкер креатин
  коллаген крупы рис макароны хлеб картофель морковь капуста брокколи шпинат томаты огурцы
  авокадо банан яблоко апельсин лимон киви черника малина клубника вишня изюм курага финики
  мед шоколад печенье сладости десерт газировка сок молоко кефир йогурт сыр масло оливки
  семечки кунжут миндаль фундук кешью арахис фасоль чечевица нут горох тофу индейка говядина
  печень лосось тунец креветки кальмары мидии бульон рагу омлет сырники блины смузи коктейль
  иммунитет гормоны инсулин метаболизм аппетит голод сытость порция тарелка рацион меню диета
  дефицит норма гидратация электролиты антиоксиданты пробиотики пищеварение кишечник желудок
  почки кожа волосы ногти зубы зрение память мозг бессонница будильник засыпание пробуждение
  утро вечер выходные отпуск праздник вебинар эфир марафон челлендж задание отчет куратор
  группа чат вопрос ответ совет лайфхак история успех ошибка мифы наука исследование травма
  ушиб боль судорога отек воспаление реабилитация физиотерапия разгрузка предплечья дельты
  трапеция кор тренинг ритм темп пауза амплитуда хват стойка мостик скручивания берпи джампинг
`);

/** Words of the generated English posts, most frequent first. */
export const LATIN_WORDS: readonly string[] = words(`
  training workout protein stretching squat plank cardio fitness nutrition breakfast sleep
  water strength recovery lunch dinner endurance mobility posture balance core glutes warmup
  cooldown running walking yoga pilates interval reps rest pushup pullup lunge deadlift
  dumbbell kettlebell barbell treadmill rowing sprint jogging hiking steps calories carbs fats
  fiber sugar coffee vitamins magnesium calcium iron zinc omega creatine collagen oats rice
  pasta bread potato broccoli spinach tomato cucumber avocado banana apple berries nuts almonds
  yogurt cheese milk eggs chicken salmon tuna turkey beef tofu beans lentils chickpeas soup
  salad smoothie snack meal portion diet deficit metabolism insulin hormones appetite hunger
  hydration electrolytes stress energy mood motivation habits progress goal plan journal coach
  trainer webinar challenge marathon session routine program schedule weekend morning evening
  injury pain soreness cramp massage sauna meditation breathing mindfulness focus hamstrings
  quads calves shoulders chest arms legs knees hips spine abs cycling swimming bench press
  band mat rope tempo sets flexibility
`);

function words(text: string): string[] {
  return text.trim().split(/\s+/);
}

/**
 * A Zipf–Mandelbrot skew, p(rank) ∝ 1 / (rank + OFFSET)^EXPONENT: with 12 words drawn per post
 * the first words are in about half of the posts, a word of rank 40 in 5 % and most of the
 * vocabulary in well under 1 % (the rarest in about 1 post of 1,000).
 */
const EXPONENT = 3;
const OFFSET = 25;

/**
 * The rank (0 … count − 1) that the uniform `u` in [0, 1) draws: the inverse of the skew's
 * continuous distribution function. `zipfRankSql` is the same formula in SQL.
 */
export function zipfRank(u: number, count: number): number {
  const [low, high] = [OFFSET ** (1 - EXPONENT), (count + OFFSET) ** (1 - EXPONENT)];
  const rank = Math.floor((low - u * (low - high)) ** (1 / (1 - EXPONENT)) - OFFSET);
  return Math.min(count - 1, rank);
}

/** `zipfRank` as a SQL expression of a float8 expression `u` and an integer expression `count`. */
export function zipfRankSql(u: string, count: string): string {
  const low = `power(${OFFSET}::float8, ${1 - EXPONENT})`;
  const high = `power((${count}) + ${OFFSET}::float8, ${1 - EXPONENT})`;
  const power = `power(${low} - (${u}) * (${low} - ${high}), ${1 / (1 - EXPONENT)})`;
  const rank = `floor(${power} - ${OFFSET})`;
  return `least((${count}) - 1, ${rank})::int`;
}
