import type { PathId } from './endpoints.ts';

/** Query-string values: arrays repeat the key; undefined, null and '' are left out. */
export type QueryValues = Record<
  string,
  string | number | readonly (string | number)[] | null | undefined
>;

/** `path?key=value&…` with repeated keys for arrays (feed_tags, flows); `path` alone when empty. */
export function withQuery(path: string, values: QueryValues): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const list: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  const query = pairs.join('&');
  return query ? `${path}?${query}` : path;
}

export const mainSite = {
  tokenRefresh: '/jwt-auth/api/content/token/refresh/',
  /** Sign-in hand-off: redirects back to `redirect_url#/get-access-token/<refresh>`. */
  refreshTokenRedirect: '/jwt-auth/content/redirect-with-refresh-token/',
  logout: '/logout/',
  clientInfo: '/api/mobile/client/get_client_info/',
  userCard: (userId: PathId) => `/api/v1/content/get-user-info-for-content-popup/${userId}/`,
  clientHome: '/client/',
  clientProfile: '/client/profile/',
  clientProgress: '/client/progress/',
  clientBoard: '/client/board/',
  /** The shop is reached through this redirect with the refresh token. */
  shopRedirect: '/shop/redirect-with-refresh-token/',
} as const;

/** Stand-in only (tests and scripts): a refresh token for a demo role. */
export const demoAuth = {
  token: '/demo-auth/token/',
} as const;
