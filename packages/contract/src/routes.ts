/**
 * Every HTTP path of the system, verbatim from the spec (typos included).
 * `api` lives on the content-API origin, `mainSite` on the sign-in provider's origin.
 */
export const api = {
  userInfo: '/api/v1/get-user-info/',
  openSpaTab: '/api/v1/logging/basis/create/open-spa-tab/',
} as const;

export const mainSite = {
  tokenRefresh: '/jwt-auth/api/content/token/refresh/',
  /** Sign-in hand-off: redirects back to `redirect_url#/get-access-token/<refresh>`. */
  refreshTokenRedirect: '/jwt-auth/content/redirect-with-refresh-token/',
  logout: '/logout/',
  clientInfo: '/api/mobile/client/get_client_info/',
  userCard: (userId: number) => `/api/v1/content/get-user-info-for-content-popup/${userId}/`,
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
