import { describe, expect, it } from 'vitest';
import { offlineCaches } from '../shared/lib/offline-caches.ts';
import { apiCacheRuleFor, isCachedImage, pathPattern } from './offline-routes.ts';

const cacheOf = (path: string, method = 'GET') =>
  apiCacheRuleFor(method, new URL(path, 'https://app.example'))?.cacheName ?? null;

describe('apiCacheRuleFor', () => {
  it.each([
    ['/api/v1/publication/feed/list/?page=2&ordering=new', offlineCaches.feed],
    ['/api/v1/publication/feed/fix-list/', offlineCaches.feed],
    ['/api/v1/publication/retrive/42/', offlineCaches.publications],
    ['/api/v1/parent-comment/list/42/?page=1', offlineCaches.comments],
    ['/api/v1/fixed-comment/list/42/', offlineCaches.comments],
    ['/api/v1/children-comment/list/7/', offlineCaches.comments],
    ['/api/v1/get-user-info/', offlineCaches.session],
  ])('caches GET %s', (path, cache) => {
    expect(cacheOf(path)).toBe(cache);
  });

  it.each([
    '/jwt-auth/token/refresh/',
    '/demo-auth/client/',
    '/api/v2/notice/list/',
    '/api/v1/notice/unread/',
    '/api/v1/publication-editor/publication/retrive/42/',
    '/api/v1/publication/retrive/42/extra/',
  ])('never caches %s', (path) => {
    expect(cacheOf(path)).toBeNull();
  });

  it('never caches a write', () => {
    expect(cacheOf('/api/v1/publication/retrive/42/', 'POST')).toBeNull();
    expect(cacheOf('/api/v1/like-publication/create/42/', 'POST')).toBeNull();
  });
});

describe('pathPattern', () => {
  it('takes one segment per parameter', () => {
    expect(pathPattern('/a/:id/').test('/a/1/')).toBe(true);
    expect(pathPattern('/a/:id/').test('/a/1/2/')).toBe(false);
  });
});

describe('isCachedImage', () => {
  it('keeps media images only', () => {
    const media = new URL('https://cdn.example/media/previews/1.webp');
    expect(isCachedImage('GET', 'image', media)).toBe(true);
    expect(isCachedImage('GET', 'video', media)).toBe(false);
    expect(isCachedImage('GET', 'image', new URL('https://app.example/assets/logo.svg'))).toBe(
      false,
    );
  });
});
