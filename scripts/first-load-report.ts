import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * After `vite build`: prints, per lazily loaded screen, the JavaScript and CSS a first visit loads
 * (the app entry with its static imports, plus the screen's chunk with its static imports),
 * gzipped, and names the reader screens over the 150 KB JavaScript budget (DESIGN §6). Staff
 * screens (the editor, its schedule and preview) are reported, not budgeted. It reports without
 * failing the build until the reader screens are back within the budget (issue 7).
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
const STAFF_SCREENS = /features\/(editor-[a-z]+|schedule|preview)\//;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

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

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entryKey === undefined) throw new Error('The build manifest has no entry');
const entry = closure(entryKey);
const screens = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.endsWith('-page.tsx'))
  .map(([key, chunk]) => {
    const files = closure(key, new Set(entry));
    const staff = STAFF_SCREENS.test(chunk.src ?? '');
    return { src: chunk.src ?? key, staff, js: sum(files, '.js'), css: sum(files, '.css') };
  })
  .sort((a, b) => Number(a.staff) - Number(b.staff) || a.src.localeCompare(b.src));

console.log('\nFirst load per screen (gzipped KB; app entry + the screen chunk):');
console.log(`  ${'screen'.padEnd(62)} ${'JS'.padStart(7)} ${'CSS'.padStart(6)}`);
console.log(
  `  ${'(app entry alone)'.padEnd(62)} ${kb(sum(entry, '.js')).padStart(7)} ${kb(sum(entry, '.css')).padStart(6)}`,
);
const over: string[] = [];
for (const screen of screens) {
  const label = `${screen.src.replace(/^src\//, '')}${screen.staff ? ' (staff)' : ''}`;
  console.log(`  ${label.padEnd(62)} ${kb(screen.js).padStart(7)} ${kb(screen.css).padStart(6)}`);
  if (!screen.staff && screen.js > READER_BUDGET_KB * 1024) over.push(label);
}
console.log(
  over.length > 0
    ? `\nOver the ${READER_BUDGET_KB} KB JavaScript budget: ${over.join(', ')}`
    : `\nEvery reader screen is within the ${READER_BUDGET_KB} KB JavaScript budget.`,
);
