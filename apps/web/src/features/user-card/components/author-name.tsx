import type { CommentAuthor } from '@app/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { opensUserCard } from '../lib/user-card-rules.ts';
import styles from './user-card.module.css';

const UserCardDialog = lazy(() =>
  import('./user-card-dialog.tsx').then((module) => ({ default: module.UserCardDialog })),
);

/**
 * An author's name: for staff looking at a non-staff author, a button opening the user card;
 * plain text otherwise.
 */
export function AuthorName({ author, className }: { author: CommentAuthor; className?: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const name = `${author.first_name} ${author.last_name}`.trim();
  if (!opensUserCard(user, author)) return <span className={className}>{name}</span>;
  return (
    <>
      <button
        type="button"
        className={`${styles.nameButton} ${className ?? ''}`}
        aria-haspopup="dialog"
        title={t('userCard.open', { name })}
        onClick={() => setOpen(true)}
      >
        {name}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UserCardDialog userId={author.user_id} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
