import {
  EDITOR_BLOCK_IMAGE_MAX_BYTES,
  EDITOR_DOCUMENT_EXTENSIONS,
  EDITOR_DOCUMENT_MAX_BYTES,
  EDITOR_PREVIEW_IMAGE_MAX_BYTES,
  type EditorFile,
} from '@app/contract';
import { randomUUID } from 'node:crypto';
import type { Sharp } from 'sharp';
import { fieldError } from '../../plugins/field-errors.ts';
import { FieldValidationError } from '../../plugins/http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { loadSharp } from '../../storage/load-sharp.ts';

/** A checked, re-encoded (images) file ready to be stored. */
export interface PreparedFile {
  data: Buffer;
  extension: string;
  contentType: string;
  /** 'images' or 'docs': the storage folder. */
  kind: 'images' | 'docs';
}

const MAX_INPUT_PIXELS = 50_000_000;
const MAX_SIDE = 2560;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
const NOT_AN_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';

/**
 * The bytes of a base64 upload (a `data:…;base64,` prefix and line breaks are allowed), refused
 * before decoding when it cannot fit in `maxBytes`.
 */
export function decodeBase64(file: EditorFile, field: string, maxBytes: number): Buffer {
  const text = file.base64.replace(DATA_URL_PREFIX, '').replace(/[\r\n ]/g, '');
  const maxMb = maxBytes / (1024 * 1024);
  const tooLarge = () =>
    fieldError(field, `The file must be at most ${maxMb} MB.`, {
      code: 'file_too_large',
      params: { max_mb: maxMb },
    });
  if (Math.floor((text.length * 3) / 4) - 2 > maxBytes) throw tooLarge();
  if (text.length === 0 || text.length % 4 !== 0 || !BASE64.test(text)) {
    throw fieldError(field, 'The file is not valid base64.', { code: 'invalid_base64' });
  }
  const data = Buffer.from(text, 'base64');
  if (data.length > maxBytes) throw tooLarge();
  return data;
}

/**
 * Reads the picture (format by content, never by name), turns it upright, bounds its size and
 * re-encodes it without metadata. GIFs stay (animated) GIFs; others become PNG when they have
 * transparency, else JPEG. `formats` lists what sharp may report for this field.
 */
async function reencodeImage(
  input: Buffer,
  field: string,
  formats: ReadonlySet<string>,
): Promise<PreparedFile> {
  const invalid = () =>
    fieldError(field, NOT_AN_IMAGE, { code: 'not_an_image', params: { allowed: [...formats] } });
  const sharp = await loadSharp();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !formats.has(meta.format)) throw invalid();
    const gif = meta.format === 'gif';
    const open = (): Sharp =>
      sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: gif })
        .autoOrient()
        .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (gif) {
      const data = await open().gif().toBuffer();
      return { data, extension: 'gif', contentType: 'image/gif', kind: 'images' };
    }
    if (meta.hasAlpha === true) {
      const data = await open().png({ compressionLevel: 9 }).toBuffer();
      return { data, extension: 'png', contentType: 'image/png', kind: 'images' };
    }
    const data = await open().flatten().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return { data, extension: 'jpg', contentType: 'image/jpeg', kind: 'images' };
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    throw invalid(); // libvips could not decode it: the input's fault
  }
}

const PREVIEW_FORMATS = new Set(['png', 'gif', 'jpeg']);
const BLOCK_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff', 'avif']);

/**
 * The preview image: png, gif or jpeg by content, at most 5 MB. Every refusal, the size one
 * included, is a rejection (never a synchronous throw), so callers can settle all checks at once.
 */
export async function preparePreviewImage(file: EditorFile, field: string): Promise<PreparedFile> {
  return reencodeImage(
    decodeBase64(file, field, EDITOR_PREVIEW_IMAGE_MAX_BYTES),
    field,
    PREVIEW_FORMATS,
  );
}

/** A block image: any raster image sharp reads (not SVG), at most 10 MB; refusals reject. */
export async function prepareBlockImage(file: EditorFile, field: string): Promise<PreparedFile> {
  return reencodeImage(
    decodeBase64(file, field, EDITOR_BLOCK_IMAGE_MAX_BYTES),
    field,
    BLOCK_FORMATS,
  );
}

type DocumentExtension = (typeof EDITOR_DOCUMENT_EXTENSIONS)[number];

const DOCUMENT_TYPES: Record<DocumentExtension, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    utf8.decode(data);
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes are what the extension says (magic numbers, OOXML parts, UTF-8 text). */
function contentMatches(extension: DocumentExtension, data: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return data.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'doc':
    case 'xls':
      return data.subarray(0, 8).equals(OLE_MAGIC);
    case 'docx':
    case 'xlsx':
      return (
        data.subarray(0, 4).equals(ZIP_MAGIC) &&
        data.includes('[Content_Types].xml') &&
        data.includes(extension === 'docx' ? 'word/' : 'xl/')
      );
    case 'txt':
    case 'csv':
      return isUtf8Text(data);
  }
}

/**
 * A document: Word, Excel, plain text, pdf or csv by extension AND content, at most 20 MB;
 * refusals reject.
 */
export async function prepareDocument(file: EditorFile, field: string): Promise<PreparedFile> {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(file.name)?.[1]?.toLowerCase();
  const known = (EDITOR_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension ?? '');
  if (!extension || !known) {
    throw fieldError(field, `Allowed file types: ${EDITOR_DOCUMENT_EXTENSIONS.join(', ')}.`, {
      code: 'file_type',
      params: { allowed: [...EDITOR_DOCUMENT_EXTENSIONS] },
    });
  }
  const type = extension as DocumentExtension;
  const data = decodeBase64(file, field, EDITOR_DOCUMENT_MAX_BYTES);
  if (!contentMatches(type, data)) {
    throw fieldError(field, `The file's content is not a valid .${type} file.`, {
      code: 'file_content',
      params: { extension: type },
    });
  }
  return { data, extension: type, contentType: DOCUMENT_TYPES[type], kind: 'docs' };
}

/** Keys this module stores under: editor/(images|docs)/YYYY/MM/<uuid>.<ext>. */
const OWN_KEY = /editor\/(?:images|docs)\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z]{2,4}$/;

/** Stores files one by one, remembering each key so a failure can remove them all. */
export class StoredFiles {
  readonly keys: string[] = [];
  readonly #storage: FileStorage;
  readonly #now: Date;

  constructor(storage: FileStorage, now: Date) {
    this.#storage = storage;
    this.#now = now;
  }

  /** Stores the file and answers its public URL. */
  async put(file: PreparedFile): Promise<string> {
    const month = String(this.#now.getUTCMonth() + 1).padStart(2, '0');
    const key = `editor/${file.kind}/${this.#now.getUTCFullYear()}/${month}/${randomUUID()}.${file.extension}`;
    this.keys.push(key);
    return this.#storage.put(key, file.data, file.contentType);
  }

  /** Removes everything this instance stored (after a failure). */
  removeAll(): Promise<void> {
    return removeKeys(this.#storage, this.keys);
  }
}

/** Removes stored files; failures are ignored (a leftover file harms nobody, a 500 would). */
export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** The storage key of a URL this module stored, or null (seed pictures and other URLs). */
export function ownKeyOf(url: string | null | undefined): string | null {
  return url ? (OWN_KEY.exec(url)?.[0] ?? null) : null;
}
