import type { UserInfo } from '@app/contract';
import { forCommunity, forFavorites, forProgramme, forStaffTools } from './route-handle.ts';

export type SectionId = 'feed' | 'programme' | 'wiki' | 'community' | 'favorites' | 'editor';

export interface SectionLink {
  id: SectionId;
  to: string;
  /** Paths under which the link shows as the current section. */
  activePrefixes: string[];
}

const SECTIONS: readonly SectionLink[] = [
  { id: 'feed', to: '/listnews/physical_transformation', activePrefixes: ['/listnews/'] },
  { id: 'programme', to: '/flow-program/', activePrefixes: ['/flow-program'] },
  { id: 'wiki', to: '/wiki/category', activePrefixes: ['/wiki/', '/listwiki/'] },
  { id: 'community', to: '/community/', activePrefixes: ['/community'] },
  { id: 'favorites', to: '/favorites', activePrefixes: ['/favorites'] },
  // Staff only: the editor list (its screens have their own layout, without this navigation).
  { id: 'editor', to: '/editor/list', activePrefixes: ['/editor/', '/preview_publ_from_list/'] },
];

/**
 * The side-navigation sections this user sees: staff have no programme or favorites but have
 * the editor; green and UAE flows have no community.
 */
export function sectionLinks(user: UserInfo): SectionLink[] {
  return SECTIONS.filter((link) => {
    if (link.id === 'programme') return forProgramme(user);
    if (link.id === 'favorites') return forFavorites(user);
    if (link.id === 'community') return forCommunity(user);
    if (link.id === 'editor') return forStaffTools(user);
    return true;
  });
}

/** True when `pathname` lies in the link's section. */
export function isSectionActive(link: SectionLink, pathname: string): boolean {
  return link.activePrefixes.some((prefix) => pathname.startsWith(prefix));
}
