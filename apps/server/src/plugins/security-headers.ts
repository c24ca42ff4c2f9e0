import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** The two video services whose players the publications embed. */
const VIDEO_FRAME_SOURCES = [
  'https://kinescope.io',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
];

/**
 * Security headers on every response: a CSP that allows the app, its API and provider origins,
 * uploaded media and the video frames; no MIME sniffing; no framing by any site.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const mediaOrigin = URL.canParse(config.mediaBaseUrl) ? new URL(config.mediaBaseUrl).origin : '';
  const origins = (...values: string[]) => ["'self'", ...values.filter(Boolean)];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: origins('data:', 'blob:', mediaOrigin),
        mediaSrc: origins(mediaOrigin),
        fontSrc: ["'self'", 'data:'],
        connectSrc: origins(config.apiOrigin, config.mainSiteOrigin),
        frameSrc: VIDEO_FRAME_SOURCES,
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: origins(config.mainSiteOrigin),
      },
    },
    frameguard: { action: 'deny' },
    // Video players refuse to play in a frame that sends no referrer at all.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Media may be shown by an SPA on a sibling host of the API.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
