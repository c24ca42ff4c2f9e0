// Creates a PGlite data directory (initdb) and exits: run as a child process by client.ts, so
// that initdb's memory, several hundred MB that WebAssembly never gives back, leaves with it.
import { newPglite } from './pglite-instance.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-initdb.ts <data dir>');
const pglite = newPglite({ dataDir });
await pglite.waitReady;
await pglite.close();
