import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * After `vite build`: prints, per route, the JavaScript and CSS its first visit loads, gzipped:
 * the app entry with its static imports and the route's lazy chunk with its static imports; and
 * the default language's strings, a JSON file fetched before the first render. It fails (exit 1) when a reader
 * route is over the 150 KB JavaScript budget (DESIGN §6) or loads editor code (TipTap,
 * ProseMirror, dnd-kit, the editor features) at first; staff routes are reported, not budgeted.
 *
 * Usage: node scripts/first-load-report.ts [dist dir]   (default: $WEB_DIST_DIR or apps/web/dist)
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const READER_BUDGET_KB = 150;
const DEFAULT_LOCALE = 'src/locales/ru.json';
const EDITOR_CODE = /node_modules\/(@tiptap|prosemirror-|@dnd-kit)|src\/features\/editor-/;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const chunkModulesFile = join(dist, '.vite/chunk-modules.json');
if (!existsSync(chunkModulesFile)) {
  throw new Error(
    `${chunkModulesFile} is missing: apps/web/vite.config.ts's chunkModules() writes it`,
  );
}
const chunkModules = JSON.parse(readFileSync(chunkModulesFile, 'utf8')) as Record<string, string[]>;

interface Route {
  paths: string[];
  src: string;
  staff: boolean;
}

/**
 * The lazily loaded routes of apps/web/src/app/routes.tsx: each `import('…')` with the path(s)
 * declared before it (`path: '…'` or `...['…', '…'].map`) and whether it is staff only.
 */
function readRoutes(): Route[] {
  const routesFile = 'src/app/routes.tsx';
  const text = readFileSync(join(root, 'apps/web', routesFile), 'utf8');
  const routes: Route[] = [];
  let from = 0;
  for (const match of text.matchAll(/import\('([^']+)'\)/g)) {
    const segment = text.slice(from, match.index);
    from = match.index + match[0].length;
    const mapped = /\.\.\.\[([^\]]+)\]\.map/.exec(segment);
    const paths = mapped
      ? [...(mapped[1] ?? '').matchAll(/'([^']+)'/g)].map((quoted) => quoted[1] ?? '')
      : [...segment.matchAll(/path: '([^']+)'/g)].slice(-1).map((quoted) => quoted[1] ?? '');
    const src = posix.normalize(posix.join(posix.dirname(routesFile), match[1] ?? ''));
    const staff = /user\.is_staff|layout: 'editor'/.test(segment);
    if (paths.length > 0) routes.push({ paths, src, staff });
  }
  return routes;
}

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The files a chunk loads at once: itself, its static imports (recursively) and their CSS. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const sum = (files: Iterable<string>, ext: string): number =>
  [...files]
    .filter((file) => file.endsWith(ext))
    .reduce((total, file) => total + gzipSize(file), 0);
const editorModules = (files: Iterable<string>): string[] =>
  [...files].flatMap((file) => (chunkModules[file] ?? []).filter((id) => EDITOR_CODE.test(id)));

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entryKey === undefined) throw new Error('The build manifest has no entry');
const entry = closure(entryKey);
const stringsFile = manifest[DEFAULT_LOCALE]?.file;
if (stringsFile === undefined) throw new Error(`The build manifest has no ${DEFAULT_LOCALE}`);
const strings = gzipSize(stringsFile);

const problems: string[] = [];
const rows = readRoutes().map((route) => {
  if (!manifest[route.src])
    problems.push(`${route.src} (${route.paths.join(', ')}) is not in the build`);
  const files = closure(route.src, new Set(entry));
  const js = sum(files, '.js');
  const label = `${route.paths.join(' ')}${route.staff ? ' (staff)' : ''}`;
  if (!route.staff) {
    if (js > READER_BUDGET_KB * 1024) {
      problems.push(`${label}: ${kb(js)} KB of JavaScript, over the ${READER_BUDGET_KB} KB budget`);
    }
    const editor = editorModules(files);
    if (editor.length > 0) {
      problems.push(`${label} loads editor code at first: ${editor.slice(0, 5).join(', ')}`);
    }
  }
  return { label, staff: route.staff, js, css: sum(files, '.css') };
});
rows.sort((a, b) => Number(a.staff) - Number(b.staff));

const width = Math.max(24, ...rows.map((row) => row.label.length));
const line = (label: string, js: string, css: string, json: string) =>
  `  ${label.padEnd(width)} ${js.padStart(7)} ${css.padStart(6)} ${json.padStart(8)}`;
console.log(
  `\nFirst load per route (KB gzipped: app entry + the route's chunk; strings: ${DEFAULT_LOCALE}):`,
);
console.log(line('route', 'JS', 'CSS', 'strings'));
console.log(line('(app entry)', kb(sum(entry, '.js')), kb(sum(entry, '.css')), kb(strings)));
for (const row of rows) console.log(line(row.label, kb(row.js), kb(row.css), kb(strings)));

if (problems.length > 0) {
  console.error(
    `\nFirst-load budget failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
const heaviest = Math.max(...rows.filter((row) => !row.staff).map((row) => row.js));
console.log(
  `\nEvery reader route is within the ${READER_BUDGET_KB} KB JavaScript budget ` +
    `(heaviest ${kb(heaviest)} KB) and loads no editor code.`,
);
