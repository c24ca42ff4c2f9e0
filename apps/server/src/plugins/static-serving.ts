import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { IMMUTABLE_CACHE_CONTROL, isDownload, type FileStorage } from '../storage/file-storage.ts';
import { registerStoredMedia } from './stored-media.ts';

/**
 * Serves the built SPA at '/', its runtime configuration at /config.js and uploaded media under
 * /media/: read through the storage when it can be (S3), else from the upload folder. Without a
 * build, '/' says how to make one instead of failing obscurely.
 */
export async function registerStaticServing(
  app: FastifyInstance,
  config: AppConfig,
  storage: FileStorage,
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

  if (storage.read) {
    registerStoredMedia(app, storage.read);
  } else {
    await registerUploadFolder(app, config.uploadDir);
  }

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
        filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE_CONTROL : 'no-cache',
      ),
  });
}

/** The local upload folder under /media/ (folders of the storage keys). */
async function registerUploadFolder(app: FastifyInstance, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    // Stored names are unique per upload, so a file never changes under its URL. Downloads are
    // never pages (helmet adds nosniff and the CSP to every response).
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
      const key = path.relative(root, filePath).split(path.sep).join('/');
      if (isDownload(key)) reply.header('content-disposition', 'attachment');
    },
  });
}
