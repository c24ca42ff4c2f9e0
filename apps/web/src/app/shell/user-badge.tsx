import type { UserInfo } from '@app/contract';
import { Avatar } from '../../shared/ui/avatar.tsx';
import { ChevronDownIcon } from '../../shared/ui/icons.tsx';
import styles from './user-menu.module.css';

/** First and last name as one line. */
export function userName(user: UserInfo): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** Avatar, first and last name and the menu chevron: what the user-menu trigger shows. */
export function UserBadge({ user }: { user: UserInfo }) {
  return (
    <>
      <Avatar src={user.avatar_url} alt="" size={36} />
      <span className={styles.name}>
        <span>{user.first_name}</span> <span>{user.last_name}</span>
      </span>
      <ChevronDownIcon size={18} className={styles.chevron} />
    </>
  );
}
