import type { Publication } from '@app/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BackPage } from '../../../shared/ui/back-page.tsx';
import { PageSpinner } from '../../../shared/ui/spinner.tsx';
import { PublicationCard } from '../../../shared/publication/publication-card.tsx';
import { usePublication } from '../api/get-publication.ts';
import { parsePublicationId } from '../lib/publication-id.ts';
import { PublicationItems } from './publication-items.tsx';

/**
 * The publication page (/publicate/:publ_id and the publication part of /topic/:id): back
 * button, the card with every item, scrolled to the top once loaded.
 */
export function PublicationPage({ discussion }: PublicationPageProps) {
  const params = useParams();
  const id = parsePublicationId(params.publ_id ?? params.id);
  if (id === null) return <Navigate to="/404" replace />;
  return <PublicationDetail id={id} discussion={discussion} />;
}

export interface PublicationPageProps {
  /** What follows the card (the comments); the route composes it. */
  discussion?: (publication: Publication) => ReactNode;
}

function PublicationDetail({ id, discussion }: PublicationPageProps & { id: number }) {
  const { t } = useTranslation();
  const { data: publication } = usePublication(id);
  const loaded = publication !== undefined;

  useEffect(() => {
    if (loaded) window.scrollTo({ top: 0 });
  }, [loaded, id]);

  return (
    <BackPage>
      {publication ? (
        <>
          <PublicationCard publication={publication} variant="detail">
            <PublicationItems publication={publication} />
          </PublicationCard>
          {discussion?.(publication)}
        </>
      ) : (
        <PageSpinner label={t('publication.loading')} />
      )}
    </BackPage>
  );
}
