import { CommentsSection } from '../features/comments/components/comments-section.tsx';
import { PublicationPage } from '../features/publication/components/publication-page.tsx';
import { AuthorName } from '../features/user-card/components/author-name.tsx';

/** /publicate/:publ_id and /topic/:id: the publication with its discussion under it. */
export function PublicationRoute() {
  return (
    <PublicationPage
      discussion={(publication) => (
        <CommentsSection key={publication.id} publication={publication} AuthorName={AuthorName} />
      )}
    />
  );
}
