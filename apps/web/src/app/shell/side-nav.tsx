import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { centerInStrip } from '../../shared/ui/center-in-strip.ts';
import {
  CommunityIcon,
  defineIcon,
  FavoritesIcon,
  FeedIcon,
  ProgrammeIcon,
  WikiIcon,
  type IconProps,
} from '../../shared/ui/icons.tsx';
import { isSectionActive, type SectionId, type SectionLink } from './section-links.ts';
import styles from './side-nav.module.css';

/** A pencil over a line: the staff editor. */
const EditorIcon = defineIcon(<path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />);

const ICONS: Record<SectionId, ComponentType<IconProps>> = {
  feed: FeedIcon,
  programme: ProgrammeIcon,
  wiki: WikiIcon,
  community: CommunityIcon,
  favorites: FavoritesIcon,
  editor: EditorIcon,
};

export interface SideNavProps {
  links: SectionLink[];
  /** `rail`: the desktop column; `strip`: the scrollable row under the header on small screens. */
  variant: 'rail' | 'strip';
}

/** Navigation between the app's sections. */
export function SideNav({ links, variant }: SideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // The strip scrolls sideways on phones: the current section must not sit cut off at its edge.
    const strip = navRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (variant === 'strip' && strip && current) centerInStrip(strip, current);
  }, [variant, pathname]);
  return (
    <nav ref={navRef} className={styles[variant]} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {links.map((link) => {
          const Icon = ICONS[link.id];
          const active = isSectionActive(link, pathname);
          return (
            <li key={link.id}>
              <Link to={link.to} className={styles.link} aria-current={active ? 'page' : undefined}>
                <Icon size={variant === 'rail' ? 22 : 18} />
                <span>{t(`nav.${link.id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
