/** Origins the server tells the SPA at run time through `/config.js` (nothing is baked into the bundle). */
export interface RuntimeConfig {
  /** Origin of the content API; empty means the origin serving the app. */
  apiOrigin: string;
  /** Origin of the main site (sign-in provider, profile, shop); empty means the serving origin. */
  mainSiteOrigin: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/** Reads the configuration that `/config.js` put on `window`, defaulting to the serving origin. */
export function getRuntimeConfig(): RuntimeConfig {
  const config = window.__APP_CONFIG__ ?? {};
  return {
    apiOrigin: stripTrailingSlash(config.apiOrigin ?? ''),
    mainSiteOrigin: stripTrailingSlash(config.mainSiteOrigin ?? ''),
  };
}

function stripTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** Absolute or same-origin URL of a content-API path. */
export function apiUrl(path: string): string {
  return getRuntimeConfig().apiOrigin + path;
}

/** Absolute or same-origin URL of a main-site path. */
export function mainSiteUrl(path: string): string {
  return getRuntimeConfig().mainSiteOrigin + path;
}
