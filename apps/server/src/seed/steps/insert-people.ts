import { DEMO_ROLES, type DemoRole } from '@app/contract';
import { noticeSettings, userFlows, users, type NewUser } from '../../db/schema.ts';
import {
  DEMO_PEOPLE,
  MEMBER_FIRST_NAMES,
  MEMBER_LAST_NAMES,
  PARTICIPANTS,
  type PersonSeed,
} from '../data/people.ts';
import type { People, SeedContext, SeededUser, Taxonomy } from './context.ts';
import { idAt } from './rows.ts';

/** How many community members to generate: enough for several pages of introductions. */
const MEMBER_COUNT = 45;

/**
 * Inserts the demo users (one per role), the named participants and generated community members,
 * with their flows and notification settings (every user gets a settings row, defaults on).
 */
export async function insertPeople(ctx: SeedContext, taxonomy: Taxonomy): Promise<People> {
  const { tx, random, media } = ctx;
  const members: PersonSeed[] = random
    .sample(
      MEMBER_FIRST_NAMES.flatMap((first) =>
        MEMBER_LAST_NAMES.map((last) => [first, last] as const),
      ),
      MEMBER_COUNT,
    )
    .map(([firstName, lastName]) => ({
      firstName,
      lastName,
      flow: 'main',
      noAvatar: random.chance(0.4),
    }));
  const seeds: (PersonSeed & { demoRole?: DemoRole })[] = [
    ...DEMO_ROLES.map((role) => ({ ...DEMO_PEOPLE[role], demoRole: role })),
    ...PARTICIPANTS,
    ...members,
  ];

  const rows = await tx
    .insert(users)
    .values(seeds.map((person, i): NewUser => toUserRow(person, i, taxonomy, media.avatars)))
    .returning({ id: users.id });
  const seeded: SeededUser[] = seeds.map((person, i) => ({
    id: idAt(rows, i),
    firstName: person.firstName,
    flow: person.flow,
    isStaff: person.isStaff ?? false,
    expert: person.expert ?? false,
  }));

  const memberships = seeds.flatMap((person, i) => {
    const userId = idAt(rows, i);
    const past = (person.pastFlows ?? []).map((flow) => ({
      userId,
      flowId: taxonomy.flows[flow],
      isPaidRpp: false,
    }));
    const current = person.flow
      ? [{ userId, flowId: taxonomy.flows[person.flow], isPaidRpp: person.paidRpp ?? false }]
      : [];
    return [...past, ...current];
  });
  await tx.insert(userFlows).values(memberships);
  await tx.insert(noticeSettings).values(seeded.map((user) => ({ userId: user.id })));

  const demoCount = DEMO_ROLES.length;
  return {
    demo: Object.fromEntries(DEMO_ROLES.map((role, i) => [role, seeded[i]])) as People['demo'],
    participants: seeded.slice(demoCount, demoCount + PARTICIPANTS.length),
    members: seeded.slice(demoCount + PARTICIPANTS.length),
    all: seeded,
  };
}

function toUserRow(
  person: PersonSeed & { demoRole?: DemoRole },
  index: number,
  taxonomy: Taxonomy,
  avatars: readonly string[],
): NewUser {
  return {
    demoRole: person.demoRole ?? null,
    firstName: person.firstName,
    lastName: person.lastName,
    avatarUrl: person.noAvatar ? '' : (avatars[index % avatars.length] ?? ''),
    isStaff: person.isStaff ?? false,
    moderator: person.moderator ?? false,
    superModerator: person.superModerator ?? false,
    expert: person.expert ?? false,
    language: person.language ?? 'ru',
    currentFlowId: person.flow ? taxonomy.flows[person.flow] : null,
    physicalTraining: person.physicalTraining ?? '',
    curator: person.curator ?? '',
    fatPecent: person.fatPecent ?? null,
    weight: person.weight ?? null,
    telegramId: person.telegramId ?? '',
    // The main site's pages of this person (the stand-in serves placeholders there).
    linkPersoneTheme: person.isStaff ? '' : '/client/board/',
    linkPersoneCalk: person.isStaff ? '' : '/client/progress/',
  };
}
