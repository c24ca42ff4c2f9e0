import { mainSite, type UserInfo } from '@app/contract';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mainSiteUrl } from '../../shared/lib/runtime-config.ts';
import { shopUrl } from '../../shared/lib/main-site-links.ts';
import { readStorage, STORAGE_KEYS } from '../../shared/lib/storage.ts';
import {
  ContentIcon,
  HomeIcon,
  ProgressIcon,
  StoreIcon,
  ThemeIcon,
  type IconProps,
} from '../../shared/ui/icons.tsx';
import styles from './bottom-bar.module.css';
import { useShopAvailable } from './use-shop-available.ts';

function Item({ icon: Icon, children }: { icon: ComponentType<IconProps>; children: ReactNode }) {
  return (
    <>
      <Icon size={22} />
      <span className={styles.label}>{children}</span>
    </>
  );
}

/** The small-screen bar of the main site's sections; Content (this app) is the current one. */
export function BottomBar({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const shop = useShopAvailable(user);
  const refresh = readStorage(STORAGE_KEYS.refreshToken) ?? '';
  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')}>
      <a className={styles.link} href={mainSiteUrl(mainSite.clientHome)}>
        <Item icon={HomeIcon}>{t('bottomBar.home')}</Item>
      </a>
      <a className={styles.link} href={mainSiteUrl(mainSite.clientProgress)}>
        <Item icon={ProgressIcon}>{t('bottomBar.progress')}</Item>
      </a>
      <a className={styles.link} href={mainSiteUrl(mainSite.clientBoard)}>
        <Item icon={ThemeIcon}>{t('bottomBar.theme')}</Item>
      </a>
      <Link className={styles.link} to="/" aria-current="page">
        <Item icon={ContentIcon}>{t('bottomBar.content')}</Item>
      </Link>
      {shop && (
        <a className={styles.link} href={shopUrl(refresh)}>
          <Item icon={StoreIcon}>{t('bottomBar.store')}</Item>
        </a>
      )}
    </nav>
  );
}
