import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA at '/', its runtime configuration at /config.js and uploaded media under
 * /media/. Without a build, '/' says how to make one instead of failing obscurely.
 */
export async function registerStaticServing(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  const runtimeConfig = JSON.stringify({
    apiOrigin: config.apiOrigin,
    mainSiteOrigin: config.mainSiteOrigin,
  });
  app.get('/config.js', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/javascript; charset=utf-8')
      .send(`window.__APP_CONFIG__ = ${runtimeConfig};\n`),
  );

  await mkdir(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Stored names are unique per upload, so a file never changes under its URL. Editor
    // documents are downloads, never pages (helmet adds nosniff and the CSP to every response).
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', IMMUTABLE);
      if (filePath.includes(`${path.sep}editor${path.sep}docs${path.sep}`)) {
        reply.header('content-disposition', 'attachment');
      }
    },
  });

  if (!existsSync(path.join(config.webDistDir, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(
          `The web app is not built (${config.webDistDir} has no index.html): run \`npm run build\`, ` +
            'or `npm start`, which builds it first.\n',
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    prefix: '/',
    decorateReply: false,
    // The build writes a .br and a .gz beside each text file: sent as they are, per Accept-Encoding.
    preCompressed: true,
    // Vite fingerprints everything under assets/; the rest (index.html) must be revalidated.
    setHeaders: (reply: FastifyReply, filePath: string) =>
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
      ),
  });
}
