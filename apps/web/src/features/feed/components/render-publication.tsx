import type { Publication } from '@app/contract';
import { PublicationCard } from '../../../shared/publication/publication-card.tsx';

/**
 * One publication of a list: the shared card, its title linking to the publication page;
 * `priority` for the first cards on screen (their image loads at once).
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
