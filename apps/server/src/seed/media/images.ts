import { loadSharp } from '../../storage/load-sharp.ts';
import type { Random } from '../random.ts';

/** Colour pairs of the generated pictures: calm, sporty, food-like. */
const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#3f8cff', '#7fd3ff', '#ffffff'],
  ['#9b6bff', '#f3a6ff', '#ffffff'],
  ['#1fbf8f', '#b6f09c', '#0b5d47'],
  ['#ff8a5b', '#ffd36e', '#7a2e12'],
  ['#ff5f8f', '#ffc1d3', '#ffffff'],
  ['#2b3a67', '#5f7ad1', '#ffd36e'],
  ['#00a6a6', '#bde9e0', '#05445e'],
  ['#f25c54', '#f7b267', '#ffffff'],
];

/** What the picture shows; there is never any text, as fonts may be missing. */
export type ArtStyle = 'cover' | 'thumbnail' | 'avatar' | 'photo';

/** Draws an abstract picture (gradient, soft shapes) as SVG and encodes it as JPEG. */
export async function drawArt(
  random: Random,
  style: ArtStyle,
  width: number,
  height: number,
): Promise<Buffer> {
  const [from, to, accent] = random.pick(PALETTES);
  const shapes: string[] = [];
  const circles = style === 'avatar' ? 2 : random.int(3, 6);
  for (let i = 0; i < circles; i += 1) {
    const r = random.int(Math.round(height / 8), Math.round(height / 2.2));
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${accent}" fill-opacity="${(0.08 + random.next() * 0.2).toFixed(2)}"/>`,
    );
  }
  if (style !== 'avatar') shapes.push(wave(random, width, height, accent));
  if (style === 'thumbnail') shapes.push(playMark(width, height));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

/** A smaller JPEG of `image` (the comment images' `formatted_image_pico`). */
export async function shrink(image: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).resize({ width }).jpeg({ quality: 70 }).toBuffer();
}

function wave(random: Random, width: number, height: number, color: string): string {
  const base = height * (0.55 + random.next() * 0.25);
  const amplitude = height * 0.08;
  const path =
    `M0 ${base} C ${width * 0.25} ${base - amplitude}, ${width * 0.5} ${base + amplitude}, ` +
    `${width} ${base - amplitude / 2} L ${width} ${height} L 0 ${height} Z`;
  return `<path d="${path}" fill="${color}" fill-opacity="0.18"/>`;
}

function playMark(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const r = height / 7;
  const tri = `${cx - r / 3},${cy - r / 2} ${cx - r / 3},${cy + r / 2} ${cx + r / 2},${cy}`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#000" fill-opacity="0.35"/>` +
    `<polygon points="${tri}" fill="#fff"/>`
  );
}
