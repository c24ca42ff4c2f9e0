import { canFavorite, canOpenProgramme, canUseStaffTools, type UserInfo } from '@app/contract';
import { useMatches } from 'react-router';
import { viewerFactsOf } from '../../shared/lib/viewer-facts.ts';

/** A route's condition on the user; false means the user sees the home view instead. */
export type RouteGuard = (user: UserInfo) => boolean;

/** What a route can declare through its `handle`. */
export interface AppRouteHandle {
  /** `editor`: the single-column layout of the staff editor screens. */
  layout?: 'editor';
  guard?: RouteGuard;
}

/** The programme: not for staff (they see the home view). */
export const forProgramme: RouteGuard = (user) => canOpenProgramme(viewerFactsOf(user));

/** The favorites: not for staff, who have none. */
export const forFavorites: RouteGuard = (user) => canFavorite(viewerFactsOf(user));

/** The community: not for green or UAE flows (spec 01 §6); the server does not refuse them. */
export const forCommunity: RouteGuard = (user) =>
  !(user.flow?.is_green ?? false) && !(user.flow?.settings.for_uae ?? false);

/** The staff tools (editor, schedules, previews): staff only, as the server demands. */
export const forStaffTools: RouteGuard = (user) => canUseStaffTools(viewerFactsOf(user));

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The handles of the matched routes, outermost first. */
export function useRouteHandles(): AppRouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isAppRouteHandle);
}

/** True when every guard on the matched routes lets the user in. */
export function passesGuards(handles: AppRouteHandle[], user: UserInfo): boolean {
  return handles.every((handle) => handle.guard?.(user) ?? true);
}
