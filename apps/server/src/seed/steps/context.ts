import type { DemoRole } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { FlowKey, TagSlug } from '../data/types.ts';
import type { MediaLibrary } from '../media/media-library.ts';
import type { Random } from '../random.ts';

/** What every seeding step may use. */
export interface SeedContext {
  tx: Db;
  random: Random;
  media: MediaLibrary;
  now: Date;
}

/** Ids of the reference rows. */
export interface Taxonomy {
  flows: Record<FlowKey, number>;
  groups: Record<'physical_transformation' | 'physical_rpp', number>;
  tags: Record<TagSlug, number>;
  sections: Record<'feed' | 'topic', number>;
}

export interface SeededUser {
  id: number;
  firstName: string;
  flow: FlowKey | null;
  isStaff: boolean;
  expert: boolean;
}

/** Ids of the people, by role and in order of PARTICIPANTS, then the generated members. */
export interface People {
  demo: Record<DemoRole, SeededUser>;
  participants: SeededUser[];
  members: SeededUser[];
  all: SeededUser[];
}

/** A seeded publication, by its PostSeed key. */
export interface SeededPost {
  id: number;
  key: string;
  status: 'draft' | 'published' | 'deactivated';
  pubStartDate: Date | null;
  flows: FlowKey[];
  language: 'ru' | 'en';
  tags: TagSlug[];
  isLesson: boolean;
  fix: boolean;
  videoItemIds: number[];
  docItemIds: number[];
  activateInDays: number | undefined;
}
