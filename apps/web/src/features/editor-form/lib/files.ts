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

/** True when `file` matches an `accept` list of MIME types, `type/*` wildcards and extensions. */
export function acceptsFile(accept: string, file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

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
