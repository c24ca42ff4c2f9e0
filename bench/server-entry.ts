import { loadDrizzleAsCommonJs } from '../apps/server/src/runtime/drizzle-as-commonjs.ts';

// Loaded as main.ts loads the server, so the measured memory is production's.
loadDrizzleAsCommonJs();
await import('./server-process.ts');
