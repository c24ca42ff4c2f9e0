import { describe, expect, it } from 'vitest';
import { availableServices, defaultService, playerUrl } from './video-source.ts';

const both = {
  video_url: 'https://kinescope.io/embed/abc',
  video_url_2: 'https://www.youtube.com/embed/xyz',
  video_domain: 'kinescope.io',
  video_domain_2: 'youtube.com',
};

describe('video source', () => {
  it('defaults to the first service when its domain is present', () => {
    expect(defaultService(both)).toBe('first');
    expect(availableServices(both)).toEqual(['first', 'second']);
  });

  it('falls back to the second service without a first domain', () => {
    const onlySecond = { ...both, video_domain: null };
    expect(defaultService(onlySecond)).toBe('second');
    expect(availableServices(onlySecond)).toEqual(['second']);
  });

  it('has no player without URLs', () => {
    expect(
      defaultService({
        video_url: null,
        video_url_2: null,
        video_domain: null,
        video_domain_2: null,
      }),
    ).toBeNull();
  });

  it('autoplays the first service only', () => {
    expect(playerUrl(both, 'first')).toBe('https://kinescope.io/embed/abc?autoplay=1');
    expect(playerUrl(both, 'second')).toBe('https://www.youtube.com/embed/xyz');
    expect(playerUrl({ ...both, video_url: 'not a url' }, 'first')).toBeNull();
  });
});
