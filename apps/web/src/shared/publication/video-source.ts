/** The two video services: the first (Kinescope) autoplays, the second (YouTube) does not. */
export type VideoService = 'first' | 'second';

/** What of a video item the player choice reads. */
export interface VideoSources {
  video_url: string | null;
  video_url_2: string | null;
  video_domain: string | null;
  video_domain_2: string | null;
}

/** The services a video can play on: the first when it has a domain and a URL, the second when it has a URL. */
export function availableServices(video: VideoSources): VideoService[] {
  const services: VideoService[] = [];
  if (video.video_domain && video.video_url) services.push('first');
  if (video.video_url_2) services.push('second');
  return services;
}

/** The default player: the first service when its domain is present, else the second. */
export function defaultService(video: VideoSources): VideoService | null {
  return availableServices(video)[0] ?? null;
}

/** The iframe address of `video` on `service`; the first service gets autoplay=1. */
export function playerUrl(video: VideoSources, service: VideoService): string | null {
  const url = service === 'first' ? video.video_url : video.video_url_2;
  if (!url) return null;
  if (service === 'second') return url;
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('autoplay', '1');
    return parsed.toString();
  } catch {
    return null;
  }
}
