import { canOpenUserCards, type ProgressClient } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ProgressPage,
  type ClientNameProps,
} from '../features/progress/components/progress-page.tsx';
import { useCurrentUser } from '../shared/lib/current-user.ts';
import { viewerFactsOf } from '../shared/lib/viewer-facts.ts';

// The user card's own lazy chunk. Not AuthorName: sharing it with this staff chunk would split it
// out of the publication route's chunk, and so change a reader's first load.
const UserCardDialog = lazy(() =>
  import('../features/user-card/components/user-card-dialog.tsx').then((module) => ({
    default: module.UserCardDialog,
  })),
);

/**
 * A client's name: for staff (and moderators) a button opening the client's user card; every
 * client of a flow has one (they are never staff).
 */
function ClientCardName({ client, name, className }: ClientNameProps & { client: ProgressClient }) {
  const { t } = useTranslation();
  const viewer = viewerFactsOf(useCurrentUser());
  const [open, setOpen] = useState(false);
  if (!canOpenUserCards(viewer)) return <span>{name}</span>;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        title={t('userCard.open', { name })}
        onClick={() => setOpen(true)}
      >
        {name}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserCardDialog userId={client.pk} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** /editor/progress/:flowId?: the flow progress page, its clients' names opening the user card. */
export function ProgressRoute() {
  return (
    <ProgressPage
      renderClientName={(client, props) => <ClientCardName client={client} {...props} />}
    />
  );
}
