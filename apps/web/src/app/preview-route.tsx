import { PublicationPage } from '../features/publication/components/publication-page.tsx';
import { PreviewNote } from '../features/preview/components/preview-note.tsx';

/**
 * /preview_publ_from_list/:publ_id (staff): the post exactly as a reader's publication page
 * shows it (drafts included: the server lets staff read every status), under a preview note.
 * No comments: the post may not be out yet.
 */
export function PreviewRoute() {
  return (
    <>
      <PreviewNote />
      <PublicationPage />
    </>
  );
}
