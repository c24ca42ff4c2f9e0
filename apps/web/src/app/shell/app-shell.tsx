import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../shared/lib/current-user.ts';
import { isFromMobile } from '../../shared/lib/storage.ts';
import { OfflineBanner } from '../../shared/ui/offline-banner.tsx';
import { usePhoneLayout } from '../../shared/ui/use-phone-layout.ts';
import { HomeRedirect } from '../home-redirect.tsx';
import { AppHeader } from './app-header.tsx';
import styles from './app-shell.module.css';
import { BottomBar } from './bottom-bar.tsx';
import { passesGuards, useRouteHandles } from './route-handle.ts';
import { sectionLinks } from './section-links.ts';
import { chooseShellLayout, sectionKey } from './shell-layout.ts';
import { SideNav } from './side-nav.tsx';

/**
 * The signed-in frame around every screen. Applies route guards (a refused route shows the home
 * view) and remounts the screen when the section changes, so section-local state starts afresh.
 */
export function AppShell() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const handles = useRouteHandles();
  const smallScreen = usePhoneLayout();
  const layout = chooseShellLayout({
    fromMobile: isFromMobile(),
    editor: handles.some((handle) => handle.layout === 'editor'),
    smallScreen,
  });
  const screen = (
    <>
      <OfflineBanner />
      {passesGuards(handles, user) ? <Outlet key={sectionKey(pathname)} /> : <HomeRedirect />}
    </>
  );

  if (layout === 'app') {
    return <main className={styles.appMode}>{screen}</main>;
  }
  const links = sectionLinks(user);
  return (
    <div className={`${styles.shell} ${styles[layout]}`} data-layout={layout}>
      <AppHeader user={user} />
      {layout === 'desktop' && <SideNav links={links} variant="rail" />}
      {layout === 'mobile' && <SideNav links={links} variant="strip" />}
      <main className={styles.main}>{screen}</main>
      {layout === 'mobile' && !user.is_staff && <BottomBar user={user} />}
    </div>
  );
}
