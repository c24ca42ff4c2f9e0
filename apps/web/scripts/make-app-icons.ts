import { readFile, writeFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';

/**
 * Draws the installable app's icons into public/icons/ from the one source drawing,
 * scripts/app-icon.svg (the favicon's mark on the brand colour). Run it after changing the
 * drawing (`npm run icons -w apps/web`) and commit the PNGs; the build only copies them.
 *
 * - icon-<size>.png: the "any" icons, the square with rounded corners (transparent outside);
 * - maskable-<size>.png: the whole square, for launchers that cut their own shape;
 * - apple-touch-icon.png: the whole square (iOS rounds it itself);
 * - badge-96.png: the mark alone in white, for the status bar of Android notifications.
 */

const ANY_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];
/** Corner radius of the "any" icons, a share of the side (as the favicon's 8 of 32). */
const CORNER = 0.25;

const source = await readFile(new URL('./app-icon.svg', import.meta.url), 'utf8');
const out = (name: string) => new URL(`../public/icons/${name}`, import.meta.url);

/** The drawing rendered at `size` px (SVG rendered at that size, not scaled down from 512). */
function render(svg: string, size: number): Sharp {
  return sharp(Buffer.from(svg), { density: (72 * size) / 512 }).resize(size, size);
}

async function writePng(image: Sharp, name: string): Promise<void> {
  await writeFile(out(name), await image.png({ compressionLevel: 9, palette: true }).toBuffer());
}

function roundedCorners(size: number): Buffer {
  const r = size * CORNER;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" rx="${r}" ry="${r}"/></svg>`,
  );
}

for (const size of ANY_SIZES) {
  const square = await render(source, size).png().toBuffer();
  const rounded = sharp(square).composite([{ input: roundedCorners(size), blend: 'dest-in' }]);
  await writePng(rounded, `icon-${size}.png`);
}
for (const size of MASKABLE_SIZES) await writePng(render(source, size), `maskable-${size}.png`);
await writePng(render(source, 180), 'apple-touch-icon.png');
const markOnly = source.replace(/<rect id="background"[^>]*\/>/, '');
await writePng(render(markOnly, 96), 'badge-96.png');
console.log('Icons written to apps/web/public/icons/');
