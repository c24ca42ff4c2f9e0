import { mainSite, type UserInfo } from '@app/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mainSiteUrl } from '../../shared/lib/runtime-config.ts';
import { LogoutIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { UserBadge, userName } from './user-badge.tsx';
import styles from './user-menu.module.css';

/** The Radix dropdown behind the avatar: Profile (main site) and Log out. */
export function UserMenuDropdown({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    // Not modal: a modal menu injects a scroll-lock <style> the Content-Security-Policy refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.trigger}
        aria-label={t('header.userMenu', { name: userName(user) })}
      >
        <UserBadge user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={8}>
          <DropdownMenu.Item asChild className={styles.item}>
            <a href={mainSiteUrl(mainSite.clientProfile)}>
              <UserIcon size={20} />
              {t('header.profile')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/logout/">
              <LogoutIcon size={20} />
              {t('header.logout')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
