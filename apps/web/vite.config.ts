import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  plugins: [react()],
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
  },
  test: {
    // Absolute: the root Vitest config runs this file's settings as its `web` project.
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
  },
});
