import type { Publication } from '@app/contract';
import { PublicationCard } from './publication-card.tsx';

/**
 * One publication of a reader list (feed, favorites, wiki, search blocks): the shared card, its
 * title linking to the publication page; `priority` for the first cards on screen (their image
 * loads at once).
 */
export function renderPublication(
  publication: Publication,
  { priority = false }: { priority?: boolean } = {},
) {
  return (
    <PublicationCard
      key={publication.id}
      publication={publication}
      variant="feed"
      priority={priority}
    />
  );
}
