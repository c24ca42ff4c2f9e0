import { lazy, Suspense } from 'react';
import { PublicationPage } from '../features/publication/components/publication-page.tsx';
import { AuthorName } from '../features/user-card/components/author-name.tsx';

// The discussion (with its Radix menus) loads beside the publication, not inside its first load.
const CommentsSection = lazy(() =>
  import('../features/comments/components/comments-section.tsx').then((module) => ({
    default: module.CommentsSection,
  })),
);

/** /publicate/:publ_id and /topic/:id: the publication with its discussion under it. */
export function PublicationRoute() {
  return (
    <PublicationPage
      discussion={(publication) => (
        <Suspense fallback={null}>
          <CommentsSection key={publication.id} publication={publication} AuthorName={AuthorName} />
        </Suspense>
      )}
    />
  );
}
