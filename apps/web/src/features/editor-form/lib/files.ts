// The server's limits (packages/contract editor.ts EDITOR_*), written again here: importing
// them would bring that module's zod schemas, and zod, into the editor chunk. A unit test
// (rules.test.ts) holds them equal to the contract's.
const MB = 1024 * 1024;
export const PREVIEW_IMAGE_MAX_BYTES = 5 * MB;
export const BLOCK_IMAGE_MAX_BYTES = 10 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;
export const PREVIEW_IMAGE_EXTENSIONS: readonly string[] = ['png', 'gif', 'jpg', 'jpeg'];
export const DOCUMENT_EXTENSIONS: readonly string[] = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'pdf',
  'csv',
];

/** A file picked in the editor, sent inline in the JSON payload. */
export interface FileUpload {
  /** The file as a `data:<type>;base64,…` URL (the server accepts the prefix; it also previews). */
  base64: string;
  name: string;
}

/** Preview image: png, gif, jpeg (spec 02 §5). */
export const PREVIEW_IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg';

/** Image blocks take any image. */
export const BLOCK_IMAGE_ACCEPT = 'image/*';

/** Document blocks: Word, Excel, plain text, pdf, csv, xlsx (spec 02 §5). */
export const DOCUMENT_ACCEPT = [
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.txt',
  '.pdf',
  '.csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
  'application/pdf',
  'text/csv',
].join(',');

/**
 * Reads `file` into a `{base64, name}` upload, reporting progress (0..100) while it reads.
 * Rejects when the browser cannot read the file.
 */
export function readFileUpload(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<FileUpload> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    reader.onerror = () => reject(reader.error ?? new Error('File read failed'));
    reader.onload = () => {
      onProgress?.(100);
      resolve({ base64: String(reader.result), name: file.name });
    };
    reader.readAsDataURL(file);
  });
}

/** What one file field takes: checked in the browser before the file is read. */
export interface FileRule {
  /** The file dialog's filter. */
  accept: string;
  maxBytes: number;
  /** True when the file's type is one the server takes for this field. */
  typeAllowed: (file: Pick<File, 'name' | 'type'>) => boolean;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const PREVIEW_TYPES = ['image/png', 'image/gif', 'image/jpeg'];

/** Preview image: PNG, GIF or JPEG (by type, or by extension when the browser gives none), 5 MB. */
export const PREVIEW_IMAGE_RULE: FileRule = {
  accept: PREVIEW_IMAGE_ACCEPT,
  maxBytes: PREVIEW_IMAGE_MAX_BYTES,
  typeAllowed: ({ name, type }) =>
    type
      ? PREVIEW_TYPES.includes(type.toLowerCase())
      : PREVIEW_IMAGE_EXTENSIONS.includes(extensionOf(name)),
};

/** Block image: any raster image (the server refuses SVG), 10 MB. */
export const BLOCK_IMAGE_RULE: FileRule = {
  accept: BLOCK_IMAGE_ACCEPT,
  maxBytes: BLOCK_IMAGE_MAX_BYTES,
  typeAllowed: ({ type }) => type.startsWith('image/') && !type.startsWith('image/svg'),
};

/** Document: pdf, doc/docx, xls/xlsx, txt, csv by extension (the server checks the content), 20 MB. */
export const DOCUMENT_RULE: FileRule = {
  accept: DOCUMENT_ACCEPT,
  maxBytes: DOCUMENT_MAX_BYTES,
  typeAllowed: ({ name }) => DOCUMENT_EXTENSIONS.includes(extensionOf(name)),
};

/** Why a file cannot go into a field, or null when it can. */
export function fileProblem(
  rule: FileRule,
  file: Pick<File, 'name' | 'type' | 'size'>,
): 'type' | 'size' | null {
  if (!rule.typeAllowed(file)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** Megabytes of a byte limit, for messages ("5"). */
export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
