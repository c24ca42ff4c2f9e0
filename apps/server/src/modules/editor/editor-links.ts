import type { FieldErrorCode } from '@app/contract';

/** A video link in the form the reader plays in its iframe, and the service's domain. */
export interface EmbeddableVideo {
  url: string;
  /** 'kinescope.io' or 'youtube.com': the reader offers a service only when it is set. */
  domain: string;
}

/** A link the editor refused: the message and its code. */
export interface LinkRefusal {
  message: string;
  code: FieldErrorCode;
}

const KINESCOPE_HOSTS = new Set(['kinescope.io', 'www.kinescope.io']);
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const KINESCOPE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** YouTube start times: '90', '90s', '1m30s', '1h2m3s'. */
const START_TIME = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/;

const KINESCOPE_EXAMPLES = ['https://kinescope.io/<id>', 'https://kinescope.io/embed/<id>'];
const YOUTUBE_EXAMPLES = [
  'https://www.youtube.com/watch?v=<id>',
  'https://youtu.be/<id>',
  'https://www.youtube.com/shorts/<id>',
  'https://www.youtube.com/embed/<id>',
];

/** An http(s) URL without credentials, or null. */
function webUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.username || url.password ? null : url;
}

/** The path's segments, without empty ones (a trailing slash). */
function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

/** kinescope.io/<id> or kinescope.io/embed/<id> → https://kinescope.io/embed/<id>. */
export function kinescopeEmbed(value: string): EmbeddableVideo | null {
  const url = webUrl(value);
  if (!url || !KINESCOPE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, second, ...rest] = segments(url);
  const id = rest.length > 0 ? null : first === 'embed' ? second : second ? null : first;
  if (!id || id === 'embed' || !KINESCOPE_ID.test(id)) return null;
  return { url: `https://kinescope.io/embed/${id}`, domain: 'kinescope.io' };
}

/** Seconds of a `t` / `start` parameter, or null when it is absent or unreadable. */
function startSeconds(url: URL): number | null {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start');
  const match = value ? START_TIME.exec(value) : null;
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/** The video id of a YouTube link of any accepted form, or null. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first, second, ...rest] = segments(url);
  if (rest.length > 0 || !first) return null;
  if (host === 'youtu.be') return second ? null : first;
  if (NOCOOKIE_HOSTS.has(host)) return first === 'embed' ? (second ?? null) : null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (first === 'watch' && !second) return url.searchParams.get('v');
  return ['embed', 'shorts', 'live', 'v'].includes(first) ? (second ?? null) : null;
}

/**
 * youtube.com/watch?v=<id>, youtu.be/<id>, youtube.com/shorts/<id>, /live/<id>, /embed/<id>
 * (also m.youtube.com and youtube-nocookie.com/embed/<id>) → https://www.youtube.com/embed/<id>
 * (youtube-nocookie.com stays so), keeping a start time as `?start=<seconds>`.
 */
export function youtubeEmbed(value: string): EmbeddableVideo | null {
  const url = webUrl(value);
  const id = url ? youtubeId(url) : null;
  if (!url || !id || !YOUTUBE_ID.test(id)) return null;
  const host = NOCOOKIE_HOSTS.has(url.hostname.toLowerCase())
    ? 'www.youtube-nocookie.com'
    : 'www.youtube.com';
  const start = startSeconds(url);
  return {
    url: `https://${host}/embed/${id}${start ? `?start=${start}` : ''}`,
    domain: 'youtube.com',
  };
}

/**
 * A link of either video service in the form the reader embeds, or null. Both player slots
 * (video_url, video_url_2) take either service: the reader only knows them as player 1 and 2.
 */
export function embeddableVideo(value: string): EmbeddableVideo | null {
  return kinescopeEmbed(value) ?? youtubeEmbed(value);
}

/** The refusal of a link that is not of a video service the reader embeds. */
export const VIDEO_REFUSAL: LinkRefusal = {
  message: `Enter a Kinescope or YouTube video link, e.g. ${[...KINESCOPE_EXAMPLES, ...YOUTUBE_EXAMPLES].join(', ')}.`,
  code: {
    code: 'invalid_video_url',
    params: {
      services: ['kinescope', 'youtube'],
      examples: [...KINESCOPE_EXAMPLES, ...YOUTUBE_EXAMPLES],
    },
  },
};

/**
 * An audio link: https only (the reader's media-src allows `https:`, and an http file would be
 * blocked as mixed content), without credentials. Answers the normalised URL or a refusal.
 */
export function audioLink(value: string): string | LinkRefusal {
  const url = webUrl(value);
  if (url?.protocol === 'https:') return url.href;
  return {
    message: 'Enter an https link to the audio file.',
    code: { code: 'invalid_url', params: { scheme: 'https' } },
  };
}
