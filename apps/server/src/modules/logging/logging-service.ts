import type { OpenSpaTabBody, PublicationClickBody, WikiGoToTabBody } from '@app/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/auth.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { requireVisiblePublication } from '../publications/publication-service.ts';
import { viewerOf } from '../publications/viewer.ts';
import { insertEvent, itemBelongsTo, wikiPageExists } from './logging-repo.ts';

/** Records that the actor opened the SPA (the token hand-off's open-tab event). */
export function logOpenSpaTab(db: Db, actor: Actor, body: OpenSpaTabBody): Promise<number> {
  return insertEvent(db, { userId: actor.id, eventType: 'open_spa_tab', payload: body });
}

/** The publication clicks the SPA logs. */
export type PublicationClick = 'click_file' | 'click_video' | 'click_audio';

/**
 * Records a click on a file, video or audio of a publication the actor can see (404 otherwise,
 * and when the item is not one of the publication's).
 */
export async function logPublicationClick(
  db: Db,
  actor: Actor,
  eventType: PublicationClick,
  body: PublicationClickBody,
): Promise<number> {
  const viewer = viewerOf(actor);
  const publication = await requireVisiblePublication(db, viewer, body.publication);
  const item = body.publication_item ?? null;
  if (item !== null && !(await itemBelongsTo(db, item, publication, viewer))) {
    throw notFound();
  }
  return insertEvent(db, {
    userId: actor.id,
    eventType,
    payload: { publication, publication_item: item },
  });
}

/** Records a jump into a wiki category (a card with log_jump); 404 for an unknown category. */
export async function logWikiGoToTab(db: Db, actor: Actor, body: WikiGoToTabBody): Promise<number> {
  if (!(await wikiPageExists(db, body.wiki_page_id))) throw notFound();
  return insertEvent(db, {
    userId: actor.id,
    eventType: 'wiki_go_to_tab',
    payload: { wiki_page_id: body.wiki_page_id },
  });
}
