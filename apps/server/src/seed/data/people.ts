import type { DemoRole, Language } from '@app/contract';
import type { FlowKey } from './types.ts';

export interface PersonSeed {
  firstName: string;
  lastName: string;
  /** The current flow; earlier flows go to `pastFlows`. */
  flow: FlowKey | null;
  pastFlows?: FlowKey[];
  language?: Language;
  /** Paid for the psychology group in the current flow. */
  paidRpp?: boolean;
  isStaff?: boolean;
  moderator?: boolean;
  superModerator?: boolean;
  expert?: boolean;
  /** Keeps the empty avatar (the SPA's default picture). */
  noAvatar?: boolean;
  physicalTraining?: string;
  curator?: string;
  fatPecent?: number;
  weight?: number;
  telegramId?: string;
}

/** One demo user per role: the sign-in stand-in lists them. */
export const DEMO_PEOPLE: Record<DemoRole, PersonSeed> = {
  client: {
    firstName: 'Анна',
    lastName: 'Смирнова',
    flow: 'main',
    pastFlows: ['previous'],
    physicalTraining: 'Средний уровень',
    curator: 'Елена Воронцова',
    fatPecent: 27.5,
    weight: 66.8,
    telegramId: '@anna_smirnova',
  },
  green: {
    firstName: 'Ольга',
    lastName: 'Кузнецова',
    flow: 'green',
    noAvatar: true,
    physicalTraining: 'Новичок',
    curator: 'Елена Воронцова',
    fatPecent: 31.2,
    weight: 74.1,
    telegramId: '@olga_kuznetsova',
  },
  uae: {
    firstName: 'Мария',
    lastName: 'Попова',
    flow: 'uae',
    physicalTraining: 'Средний уровень',
    curator: 'Алина Рахимова',
    fatPecent: 25.4,
    weight: 61.3,
    telegramId: '@maria_popova_dxb',
  },
  paid: {
    firstName: 'Екатерина',
    lastName: 'Волкова',
    flow: 'paid',
    paidRpp: true,
    physicalTraining: 'Продвинутый уровень',
    curator: 'Елена Воронцова',
    fatPecent: 23.9,
    weight: 58.7,
    telegramId: '@kate_volkova',
  },
  staff: {
    firstName: 'Дмитрий',
    lastName: 'Орлов',
    flow: null,
    isStaff: true,
    telegramId: '@dmitry_orlov_team',
  },
  moderator: {
    firstName: 'Наталья',
    lastName: 'Лебедева',
    flow: 'main',
    moderator: true,
    physicalTraining: 'Средний уровень',
    curator: 'Елена Воронцова',
    telegramId: '@natalia_lebedeva',
  },
  supermoderator: {
    firstName: 'Игорь',
    lastName: 'Соколов',
    flow: 'main',
    moderator: true,
    superModerator: true,
    telegramId: '@igor_sokolov',
  },
  english: {
    firstName: 'Emily',
    lastName: 'Carter',
    flow: 'english',
    language: 'en',
    physicalTraining: 'Intermediate',
    curator: 'Sarah Mitchell',
    fatPecent: 26.1,
    weight: 63.5,
    telegramId: '@emily_carter_fit',
  },
};

/** Other participants: the authors of most comments and likes. */
export const PARTICIPANTS: PersonSeed[] = [
  {
    firstName: 'Светлана',
    lastName: 'Белова',
    flow: 'main',
    expert: true,
    telegramId: '@belova_nutrition',
  },
  { firstName: 'Юлия', lastName: 'Павлова', flow: 'main', pastFlows: ['previous'] },
  { firstName: 'Алексей', lastName: 'Фёдоров', flow: 'main', noAvatar: true },
  { firstName: 'Елена', lastName: 'Михайлова', flow: 'main' },
  { firstName: 'Ксения', lastName: 'Никитина', flow: 'main', noAvatar: true },
  { firstName: 'Марина', lastName: 'Захарова', flow: 'main', pastFlows: ['previous'] },
  { firstName: 'Виктория', lastName: 'Зайцева', flow: 'main' },
  { firstName: 'Анастасия', lastName: 'Соловьёва', flow: 'main' },
  { firstName: 'Дарья', lastName: 'Васильева', flow: 'main', noAvatar: true },
  { firstName: 'Полина', lastName: 'Григорьева', flow: 'main' },
  { firstName: 'Сергей', lastName: 'Козлов', flow: 'main', noAvatar: true },
  { firstName: 'Алина', lastName: 'Степанова', flow: 'paid', paidRpp: true },
  { firstName: 'Людмила', lastName: 'Андреева', flow: 'paid', paidRpp: true, noAvatar: true },
  { firstName: 'Вера', lastName: 'Николаева', flow: 'paid', paidRpp: true },
  { firstName: 'Евгения', lastName: 'Орлова', flow: 'paid', paidRpp: true },
  { firstName: 'Надежда', lastName: 'Макарова', flow: 'uae' },
  { firstName: 'Андрей', lastName: 'Егоров', flow: 'uae', noAvatar: true },
  { firstName: 'Валерия', lastName: 'Тарасова', flow: 'green' },
  { firstName: 'Кристина', lastName: 'Белякова', flow: 'green', noAvatar: true },
  { firstName: 'Ирина', lastName: 'Комарова', flow: 'main' },
  { firstName: 'Sarah', lastName: 'Mitchell', flow: 'english', language: 'en', expert: true },
  { firstName: 'James', lastName: 'Walker', flow: 'english', language: 'en' },
];

/** Name parts of the generated community members (the many authors of introductions). */
export const MEMBER_FIRST_NAMES = [
  'Александра',
  'Алёна',
  'Валентина',
  'Галина',
  'Диана',
  'Жанна',
  'Зоя',
  'Инна',
  'Карина',
  'Лариса',
  'Любовь',
  'Маргарита',
  'Нина',
  'Оксана',
  'Раиса',
  'Софья',
  'Тамара',
  'Ульяна',
  'Элина',
  'Яна',
];

export const MEMBER_LAST_NAMES = [
  'Афанасьева',
  'Борисова',
  'Гусева',
  'Данилова',
  'Ершова',
  'Жукова',
  'Игнатьева',
  'Калинина',
  'Кудрявцева',
  'Ларионова',
  'Медведева',
  'Назарова',
  'Осипова',
  'Полякова',
  'Романова',
  'Сидорова',
  'Тимофеева',
  'Ушакова',
  'Филиппова',
  'Чернова',
  'Шарова',
  'Щербакова',
  'Яковлева',
];
