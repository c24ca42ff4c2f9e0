import { loadDrizzleAsCommonJs } from './runtime/drizzle-as-commonjs.ts';

// The server's modules load only after the hook is in place (see drizzle-as-commonjs.ts).
loadDrizzleAsCommonJs();
await import('./start-server.ts');
