import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const server = 'http://localhost:8080';
const proxiedPaths = [
  '/api',
  // The programme's lessons call has no /api prefix (spec 01 §7).
  '/publication',
  '/jwt-auth',
  '/demo-auth',
  '/config.js',
  '/media',
  '/logout',
  '/client',
  '/shop',
];

/**
 * Minifies the JSON files of the build (the language files) and writes dist/.vite/chunk-modules.json (chunk file → the source modules in it):
 * scripts/first-load-report.ts checks with it that no editor code is in a reader's first load.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('../..', import.meta.url));
      const modules = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            chunk.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, ''))),
          ]),
      );
      // The language files are fetched as they are: without their indentation.
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset' && /^assets\/[^/]+\.json$/.test(output.fileName)) {
          output.source = JSON.stringify(JSON.parse(String(output.source)));
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a .br and a .gz beside every text file of the build: the server sends them as they are
 * (@fastify/static `preCompressed`), with no compression work per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      // The whole output, public/ files included (they are not in the bundle).
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
        .filter((file) => !file.startsWith(`.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await writeFile(path.join(outDir, `${file}.br`), br);
          await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

/**
 * The service worker: src/service-worker/sw.ts built by vite-plugin-pwa into dist/sw.js, with
 * Workbox's list of the build's files written into it (injectManifest). The page registers it
 * itself, lazily (src/app/start-service-worker.tsx); the manifest is public/manifest.webmanifest,
 * linked by index.html.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: every browser with push runs it (module workers are newer in Firefox).
      rollupFormat: 'iife',
      // Everything one version needs, so a cached version is whole: index.html, every chunk and
      // style (lazy routes included), the language files and the images of the build.
      globPatterns: ['index.html', 'assets/**/*.{js,css,json,svg}'],
      // Fingerprinted names: fetched as they are, so the files this visit already loaded come
      // from the HTTP cache instead of being downloaded again.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

export default defineConfig({
  plugins: [react(), chunkModules(), precompress(), serviceWorker()],
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, server])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Emit every asset as a file: data: URLs would need a looser Content-Security-Policy.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: scripts/first-load-report.ts measures each route's first load.
    manifest: true,
    // Every supported browser preloads modules natively: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every screen needs the framework: one chunk compresses better than a dozen pieces.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/]query-core)[\\/]/,
            },
            {
              // The reader lists' shared parts (search, tags, paging, place, filters) and the
              // permission predicates: one chunk instead of a handful of sub-kilobyte pieces that
              // each compress on their own.
              name: 'listing',
              test: /src[\\/]shared[\\/](listing|reader-filters)[\\/]|src[\\/]permissions[\\/]|viewer-facts/,
            },
            {
              // The push client, which the settings switch, sign-out and the lazy start share: one
              // chunk, not one per pair of them (each chunk's name also lands in the first load).
              name: 'push',
              test: /src[\\/]features[\\/]push[\\/](api|lib)[\\/]/,
            },
            {
              // The shell's small shared pieces (icon button, avatar, back page, toasts, phone rule,
              // the online flag, leaving the app: the lazy logout route would split it off the
              // entry otherwise; the user badge and the bell's unread state, which lazy screens
              // share with the shell).
              name: 'shell-parts',
              test: /src[\\/]shared[\\/]ui[\\/](icon-button|avatar|back-page|center-in-strip|use-phone-layout|toast[\\/])|src[\\/]shared[\\/]lib[\\/](use-go-back|main-site-links|use-online)|src[\\/]app[\\/]shell[\\/](user-badge|user-menu\.module)|src[\\/]features[\\/]notices[\\/]lib[\\/]unread-state/,
            },
          ],
        },
      },
    },
  },
  test: {
    // Absolute: the root Vitest config runs this file's settings as its `web` project.
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  },
});
