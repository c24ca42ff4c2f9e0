import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

/** The two video services whose players the publications embed. */
const VIDEO_FRAME_SOURCES = [
  'https://kinescope.io',
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
];

/**
 * The headers helmet sets for `options`. None of ours depends on the request, so they are worked
 * out once (helmet's Fastify plugin builds them again for every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/**
 * Security headers on every response: a CSP that allows the app, its API and provider origins,
 * uploaded media, audio from any https address (audio blocks link to files elsewhere) and the
 * video frames; no MIME sniffing; no framing by any site.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const mediaOrigin = URL.canParse(config.mediaBaseUrl) ? new URL(config.mediaBaseUrl).origin : '';
  const origins = (...values: string[]) => ["'self'", ...values.filter(Boolean)];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: origins('data:', 'blob:', mediaOrigin),
        // Audio blocks link to any https file (the editor accepts https links only).
        mediaSrc: origins(mediaOrigin, 'https:'),
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
