import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { FieldValidationError } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadSharp } from '../../storage/load-sharp.ts';

/** Formats accepted by content (never by name or the client's MIME type); SVG is not. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/** Larger pictures (decompression bombs among them) are refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
/** The stored image's longest side. */
const MAX_SIDE = 2560;
/** The preview's (`formatted_image_pico`) longest side. */
const PICO_SIDE = 160;

/** An upload re-encoded without metadata, with its preview. */
export interface PreparedImage {
  image: Buffer;
  pico: Buffer;
  extension: 'jpg' | 'webp';
  contentType: 'image/jpeg' | 'image/webp';
}

/** Where an image and its preview were stored. */
export interface StoredImage {
  image: string;
  formattedImagePico: string;
}

function notAnImage(position: number, total: number): FieldValidationError {
  const which = total > 1 ? `Image ${position + 1}: ` : '';
  return new FieldValidationError({
    images: [
      `${which}Upload a valid image. The file you uploaded was either not an image or a corrupted image.`,
    ],
  });
}

/**
 * Checks that the bytes are a picture of an accepted format, then re-encodes it (turned upright,
 * at most MAX_SIDE, metadata such as EXIF and GPS dropped: sharp keeps none unless asked) as JPEG,
 * or WebP when it has transparency, and makes the small preview.
 * @throws FieldValidationError (400 `images`) for anything that is not a readable image.
 */
export async function prepareImage(
  input: Buffer,
  position: number,
  total: number,
): Promise<PreparedImage> {
  const sharp = await loadSharp();
  const open = (): Sharp =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw notAnImage(position, total);
    const webp = meta.hasAlpha === true;
    const encode = (image: Sharp): Sharp =>
      webp ? image.webp({ quality: 82 }) : image.flatten().jpeg({ quality: 82, mozjpeg: true });
    const [image, pico] = await Promise.all([
      encode(
        open().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
      ).toBuffer(),
      encode(
        open().resize(PICO_SIDE, PICO_SIDE, { fit: 'inside', withoutEnlargement: true }),
      ).toBuffer(),
    ]);
    return webp
      ? { image, pico, extension: 'webp', contentType: 'image/webp' }
      : { image, pico, extension: 'jpg', contentType: 'image/jpeg' };
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    // libvips refuses what it cannot decode (unknown, truncated, too many pixels): the input's fault.
    throw notAnImage(position, total);
  }
}

/** Keys this module stores comment images under: comments/YYYY/MM/<uuid>[-pico].<ext>. */
const OWN_KEY = /comments\/\d{4}\/\d{2}\/[0-9a-f-]{36}(?:-pico)?\.(?:jpg|webp)$/;

/**
 * Stores the images and their previews. When any write fails, the files already written are
 * removed before the error is rethrown, so nothing is left half-stored.
 */
export async function storeImages(
  storage: FileStorage,
  images: readonly PreparedImage[],
  now: Date,
): Promise<{ stored: StoredImage[]; keys: string[] }> {
  const folder = `comments/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const keys: string[] = [];
  const put = async (key: string, data: Buffer, contentType: string): Promise<string> => {
    keys.push(key);
    return storage.put(key, data, contentType);
  };
  try {
    const stored: StoredImage[] = [];
    for (const prepared of images) {
      const name = `${folder}/${randomUUID()}`;
      stored.push({
        image: await put(`${name}.${prepared.extension}`, prepared.image, prepared.contentType),
        formattedImagePico: await put(
          `${name}-pico.${prepared.extension}`,
          prepared.pico,
          prepared.contentType,
        ),
      });
    }
    return { stored, keys };
  } catch (error) {
    await removeKeys(storage, keys);
    throw error;
  }
}

/** Removes stored files; failures are ignored (a leftover file harms nobody, a 500 would). */
export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/**
 * The storage keys of images this module stored, from their public URLs; other URLs (the demo
 * seed's shared pictures) are left alone.
 */
export function ownKeysOf(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const match = OWN_KEY.exec(url);
    return match ? [match[0]] : [];
  });
}
