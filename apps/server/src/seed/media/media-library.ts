import type { FileStorage } from '../../storage/file-storage.ts';
import type { Random } from '../random.ts';
import { synthesizeChord } from './audio.ts';
import { buildDocuments, type DocKey } from './documents.ts';
import { drawArt, shrink, type ArtStyle } from './images.ts';

export type AudioKey = 'morning' | 'breathing' | 'mindful-eating' | 'webinar-qa';

/** Public URLs of every generated demo file, by use. */
export interface MediaLibrary {
  covers: string[];
  thumbnails: string[];
  photos: string[];
  wiki: string[];
  avatars: string[];
  commentImages: { image: string; pico: string }[];
  audio: Record<AudioKey, string>;
  docs: Record<DocKey, { url: string; name: string }>;
}

const CHORDS: Record<AudioKey, readonly number[]> = {
  morning: [392, 494, 587],
  breathing: [220, 277, 330],
  'mindful-eating': [262, 330, 392],
  'webinar-qa': [349, 440, 523],
};

/**
 * Generates the demo pictures, sounds and documents locally (nothing is downloaded) and stores
 * them under `demo/`. A few distinct files are reused across the content, so this stays fast.
 */
export async function createMediaLibrary(
  storage: FileStorage,
  random: Random,
): Promise<MediaLibrary> {
  // Pictures are drawn in parallel (sharp's thread pool); each draws its random numbers first.
  const art = (
    folder: string,
    style: ArtStyle,
    count: number,
    size: [number, number],
  ): Promise<string[]> =>
    Promise.all(
      Array.from({ length: count }, async (_, i) =>
        storage.put(`demo/${folder}/${i + 1}.jpg`, await drawArt(random, style, ...size), JPEG),
      ),
    );

  const commentImages = await Promise.all(
    [0, 1, 2, 3].map(async (i) => {
      const image = await drawArt(random, 'photo', 800, 600);
      return {
        image: await storage.put(`demo/comments/photo-${i + 1}.jpg`, image, JPEG),
        pico: await storage.put(
          `demo/comments/photo-${i + 1}-pico.jpg`,
          await shrink(image, 160),
          JPEG,
        ),
      };
    }),
  );

  const audioEntries = await Promise.all(
    Object.entries(CHORDS).map(async ([key, chord]) => {
      const url = await storage.put(
        `demo/audio/${key}.wav`,
        synthesizeChord(chord, 3),
        'audio/wav',
      );
      return [key, url] as const;
    }),
  );

  const docEntries = await Promise.all(
    Object.entries(buildDocuments()).map(async ([key, doc]) => {
      const url = await storage.put(`demo/docs/${doc.file}`, doc.data, doc.contentType);
      return [key, { url, name: doc.name }] as const;
    }),
  );

  const [covers, thumbnails, photos, wiki, avatars] = await Promise.all([
    art('covers', 'cover', 10, [960, 540]),
    art('thumbnails', 'thumbnail', 6, [640, 360]),
    art('photos', 'photo', 4, [960, 640]),
    art('wiki', 'cover', 6, [640, 400]),
    art('avatars', 'avatar', 12, [160, 160]),
  ]);
  return {
    covers,
    thumbnails,
    photos,
    wiki,
    avatars,
    commentImages,
    audio: Object.fromEntries(audioEntries) as Record<AudioKey, string>,
    docs: Object.fromEntries(docEntries) as Record<DocKey, { url: string; name: string }>,
  };
}

const JPEG = 'image/jpeg';
