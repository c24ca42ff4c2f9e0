import type { Publication } from '@app/contract';
import { PublicationCard } from '../../../shared/publication/publication-card.tsx';

/** One publication of a list: the shared card, its title linking to the publication page. */
export function renderPublication(publication: Publication) {
  return <PublicationCard key={publication.id} publication={publication} variant="feed" />;
}
