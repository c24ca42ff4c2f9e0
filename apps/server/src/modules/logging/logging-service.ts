import type { OpenSpaTabBody } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { insertEvent } from './logging-repo.ts';

/** Records that the actor opened the SPA (the token hand-off's open-tab event). */
export function logOpenSpaTab(db: Db, actor: Actor, body: OpenSpaTabBody): Promise<number> {
  return insertEvent(db, { userId: actor.id, eventType: 'open_spa_tab', payload: body });
}
