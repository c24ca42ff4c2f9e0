import type { UserInfo } from '@app/contract';
import { useMatches } from 'react-router';

/** A route's condition on the user; false means the user sees the home view instead. */
export type RouteGuard = (user: UserInfo) => boolean;

/** What a route can declare through its `handle`. */
export interface AppRouteHandle {
  /** `editor`: the single-column layout of the staff editor screens. */
  layout?: 'editor';
  guard?: RouteGuard;
}

/** Staff see the home view (programme, favorites). */
export const notForStaff: RouteGuard = (user) => !user.is_staff;

/** Green-flow users see the home view (community). */
export const notForGreenFlow: RouteGuard = (user) => !user.flow?.is_green;

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
