import type { ScheduleEvent } from '@app/contract';
import type { PublicationStatus } from '../../db/tables/publications.ts';

/** The facts of a post a scheduled action depends on. */
export interface PostState {
  status: PublicationStatus;
  fix: boolean;
}

/** What an item does to its post: a change to apply, or why there is nothing to do. */
export type ScheduledChange =
  | { kind: 'publish' }
  | { kind: 'set'; status?: 'deactivated'; fix?: boolean }
  | { kind: 'nudge' }
  | { kind: 'skip'; reason: string };

/**
 * Decides an item against the post's current state (DESIGN §4 "Schedule"): activation publishes
 * a post that is not published (a draft, a delayed or a deactivated one); deactivation hides a
 * published one; pin and unpin change `fix` when it differs; nudge reminds the audience of a
 * published one. Anything else is a no-op ('skipped'),
 * which also makes a second run of the same item harmless.
 */
export function decideChange(event: ScheduleEvent, post: PostState): ScheduledChange {
  switch (event) {
    case 'activation':
      return post.status === 'published'
        ? { kind: 'skip', reason: 'already published' }
        : { kind: 'publish' };
    case 'deactivation':
      return post.status === 'published'
        ? { kind: 'set', status: 'deactivated' }
        : { kind: 'skip', reason: `not published (${post.status})` };
    case 'pin':
      return post.fix ? { kind: 'skip', reason: 'already pinned' } : { kind: 'set', fix: true };
    case 'unpin':
      return post.fix ? { kind: 'set', fix: false } : { kind: 'skip', reason: 'not pinned' };
    case 'nudge':
      return post.status === 'published'
        ? { kind: 'nudge' }
        : { kind: 'skip', reason: `not published (${post.status})` };
  }
}
