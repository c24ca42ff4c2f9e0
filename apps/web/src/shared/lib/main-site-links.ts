import { mainSite } from '@app/contract';
import { mainSiteUrl } from './runtime-config.ts';

/** The provider's sign-in hand-off, which comes back to this app's address with a refresh token. */
export function signInUrl(): string {
  const { origin, pathname } = window.location;
  const query = new URLSearchParams({ redirect_url: origin + pathname });
  return `${mainSiteUrl(mainSite.refreshTokenRedirect)}?${query.toString()}`;
}

/** The shop, reached through the main site's redirect that takes the refresh token. */
export function shopUrl(refreshToken: string): string {
  const query = new URLSearchParams({ refresh: refreshToken });
  return `${mainSiteUrl(mainSite.shopRedirect)}?${query.toString()}`;
}

/** Leaves the single-page app for another page (provider, main site). */
export function leaveAppTo(url: string): void {
  window.location.assign(url);
}
