import type { CountByGroup } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { GROUP_COUNT_SCOPES } from './publication-filters-repo.ts';
import { canSeeRppGroup } from './publications-policy.ts';
import { countPerScope } from './publications-repo.ts';
import type { Viewer } from './viewer.ts';

/** Visible feed and wiki posts matching `matching`, per group (physical_rpp: 0 unless allowed). */
export async function countByGroup(db: Db, viewer: Viewer, matching: SQL): Promise<CountByGroup> {
  const counts = await countPerScope(db, matching, GROUP_COUNT_SCOPES);
  return canSeeRppGroup(viewer) ? counts : { ...counts, physical_rpp: 0 };
}
