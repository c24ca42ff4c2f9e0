import { describe, expect, it, vi } from 'vitest';
import { clearOfflineCaches } from './offline-caches.ts';

describe('clearOfflineCaches', () => {
  it('deletes the runtime caches, older versions too, and keeps the precache', async () => {
    const remove = vi.fn(async (_name: string) => true);
    const storage = {
      keys: async () => [
        'offline-feed-v1',
        'workbox-precache-v2-https://app/',
        'offline-images-v0',
      ],
      delete: remove,
    } as unknown as CacheStorage;
    await clearOfflineCaches(storage);
    expect(remove.mock.calls.map(([name]) => name)).toEqual([
      'offline-feed-v1',
      'offline-images-v0',
    ]);
  });

  it('has nothing to do without Cache Storage', async () => {
    await expect(clearOfflineCaches(undefined)).resolves.toBeUndefined();
  });
});
