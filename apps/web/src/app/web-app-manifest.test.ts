import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FALLBACK_TITLE } from '../service-worker/push-notification.ts';

// A variable, not a literal, in `new URL`: Vite would take a literal for an asset import.
const fileUrl = (path: string) => new URL(path, import.meta.url);
const read = (path: string) => readFileSync(fileUrl(path), 'utf8');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const manifest = JSON.parse(read('../../public/manifest.webmanifest')) as {
  name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
const tokens = read('../shared/ui/tokens.css');
const indexHtml = read('../../index.html');
const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): [number, number] {
  const png = readFileSync(fileUrl(`../../public/${path}`));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('takes its colours from the design tokens, as index.html does', () => {
    expect(manifest.theme_color).toBe(token('color-primary'));
    expect(manifest.background_color).toBe(token('color-bg'));
    expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
  });

  it('opens the hash routes standalone, inside its scope', () => {
    expect(manifest).toMatchObject({ start_url: './#/', scope: './', display: 'standalone' });
    expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('lists icons that exist at their stated sizes, 192 and 512 px included, one maskable', () => {
    for (const icon of manifest.icons) {
      const [width, height] = pngSize(icon.src);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
    const anySizes = manifest.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes);
    expect(anySizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(
      true,
    );
  });

  it('is named as the worker names a push it could not read', () => {
    expect(manifest.name).toBe(FALLBACK_TITLE);
  });
});
