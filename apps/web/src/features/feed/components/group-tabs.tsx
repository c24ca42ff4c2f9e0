import type { FeedGroup } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { STORAGE_KEYS, writeStorage } from '../../../shared/lib/storage.ts';
import { usePhoneLayout } from '../../../shared/ui/use-phone-layout.ts';
import styles from './group-tabs.module.css';

export interface GroupTabsProps {
  groups: readonly FeedGroup[];
  current: string;
}

/** Path of a group's feed. */
export function feedPath(slug: string): string {
  return `/listnews/${encodeURIComponent(slug)}`;
}

/** Remembers the chosen tab (`currentTab`): the home view opens it next time. */
function rememberTab(slug: string): void {
  writeStorage(STORAGE_KEYS.currentTab, slug);
}

/**
 * The feed group tabs, shown only with more than one group. Phones (the shell's own rule) get a
 * sticky dropdown instead of the row of tabs. The chosen tab is remembered.
 */
export function GroupTabs({ groups, current }: GroupTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  if (groups.length <= 1) return null;
  if (!phone) {
    return (
      <nav className={styles.tabs} aria-label={t('feed.groups')}>
        {groups.map((group) => (
          <NavLink
            key={group.slug}
            to={feedPath(group.slug)}
            className={styles.tab}
            style={{ '--group-color': group.color } as CSSProperties}
            aria-current={group.slug === current ? 'page' : undefined}
            onClick={() => rememberTab(group.slug)}
          >
            {group.title}
          </NavLink>
        ))}
      </nav>
    );
  }
  return (
    <div className={styles.dropdown}>
      <select
        className={styles.select}
        aria-label={t('feed.groups')}
        value={current}
        onChange={(event) => {
          rememberTab(event.target.value);
          void navigate(feedPath(event.target.value));
        }}
      >
        {groups.map((group) => (
          <option key={group.slug} value={group.slug}>
            {group.title}
          </option>
        ))}
      </select>
    </div>
  );
}
