import { endpoints } from '@app/contract';
import { offlineCaches } from '../shared/lib/offline-caches.ts';

/** One runtime cache of API answers and the GET paths it keeps (contract paths, `:id` any segment). */
export interface ApiCacheRule {
  cacheName: string;
  paths: readonly string[];
  /** The most URLs kept; the least recently used go first. */
  maxEntries: number;
}

/**
 * The API answers kept for offline reading. Anything not listed is never cached: every write,
 * sign-in and token calls (/jwt-auth, /demo-auth, the provider's token refresh), notices, and
 * the editor's screens.
 */
export const apiCacheRules: readonly ApiCacheRule[] = [
  {
    cacheName: offlineCaches.session,
    paths: [endpoints.userInfo.path, '/config.js'],
    maxEntries: 2,
  },
  {
    cacheName: offlineCaches.feed,
    paths: [
      endpoints.feedList.path,
      endpoints.feedFixList.path,
      endpoints.feedTagList.path,
      endpoints.feedFilters.path,
    ],
    maxEntries: 40,
  },
  {
    cacheName: offlineCaches.publications,
    paths: [endpoints.publicationRetrive.path],
    maxEntries: 50,
  },
  {
    cacheName: offlineCaches.comments,
    paths: [
      endpoints.parentCommentList.path,
      endpoints.fixedCommentList.path,
      endpoints.childrenCommentList.path,
    ],
    maxEntries: 150,
  },
];

/** Images kept for offline reading: at most this many bytes (API answers stay well under 5 MB). */
export const IMAGE_BYTE_BUDGET = 45 * 1024 * 1024;

/** A contract path as an exact pattern: each `:param` one path segment. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
}

const compiled = apiCacheRules.map((rule) => ({ rule, patterns: rule.paths.map(pathPattern) }));

/**
 * The rule caching this request, or null. GET only; matched on the path, whatever the origin
 * (the content API may live on another origin, told the page at run time).
 */
export function apiCacheRuleFor(method: string, url: URL): ApiCacheRule | null {
  if (method !== 'GET') return null;
  const found = compiled.find(({ patterns }) => patterns.some((p) => p.test(url.pathname)));
  return found?.rule ?? null;
}

/** Stored media shown as an image (previews, publication and comment images). */
export function isCachedImage(method: string, destination: string, url: URL): boolean {
  return method === 'GET' && destination === 'image' && url.pathname.includes('/media/');
}
