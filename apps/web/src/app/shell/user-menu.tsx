import type { UserInfo } from '@app/contract';
import { lazy, Suspense } from 'react';
import { UserBadge } from './user-badge.tsx';
import styles from './user-menu.module.css';

// Radix's menu weighs ~22 KB gzipped: it loads beside the first screen instead of inside it.
const UserMenuDropdown = lazy(() =>
  import('./user-menu-dropdown.tsx').then((module) => ({ default: module.UserMenuDropdown })),
);

/** Avatar and name in the header; the dropdown takes over as soon as its code has arrived. */
export function UserMenu({ user }: { user: UserInfo }) {
  return (
    <Suspense
      fallback={
        <span className={styles.trigger}>
          <UserBadge user={user} />
        </span>
      }
    >
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
