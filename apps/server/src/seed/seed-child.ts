// `npm run seed` as a child process of a starting server (see seed-new-data-dir.ts): the
// drizzle-orm hook first, as in main.ts, then the command itself.
import { loadDrizzleAsCommonJs } from '../runtime/drizzle-as-commonjs.ts';

loadDrizzleAsCommonJs();
await import('./seed-cli.ts');
