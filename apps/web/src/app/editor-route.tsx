import type { Publication } from '@app/contract';
import { EditorPage } from '../features/editor-form/components/editor-page.tsx';
import { PublicationItems } from '../features/publication/components/publication-items.tsx';
import { PublicationCard } from '../shared/publication/publication-card.tsx';

/** The editor's Preview: the reader's publication page (card and items) of the unsaved form. */
function renderPreview(publication: Publication) {
  return (
    <PublicationCard publication={publication} variant="detail">
      <PublicationItems publication={publication} />
    </PublicationCard>
  );
}

/** /editor/create and /editor/edit/:id: the editor, with the reader's rendering for its Preview. */
export function EditorRoute() {
  return <EditorPage renderPreview={renderPreview} />;
}
