import { randomUUID } from 'node:crypto';

/** A piece of an answer's JSON: UTF-8 bytes, or text still to encode. */
export type JsonPart = Buffer | string;

/**
 * A part of an answer that writes its own JSON into the answer's parts: something encoded once
 * and shared by many answers (see publication-json.ts).
 */
export abstract class PreEncoded {
  abstract encodeInto(parts: JsonPart[]): void;
}

/**
 * An answer already encoded as JSON. `serveEndpoint` sends its body as it is: whoever builds it
 * allow-lists what it holds (the pre-encoded parts by their schema, the rest by its literal keys).
 */
export class JsonAnswer<T> {
  /** Only to tell answers of different types apart at compile time. */
  declare readonly answerType: T;
  readonly body: Buffer;
  constructor(body: Buffer) {
    this.body = body;
  }
}

/** A per-process mark no text can hold unescaped: a JSON string with it is a slot. */
const SLOT_MARK = `#slot:${randomUUID()}:`;
const SLOT = new RegExp(`"${SLOT_MARK}(\\d+)"`);

/**
 * `value` as JSON in UTF-8, its PreEncoded parts written by themselves: only what is around them
 * is stringified here.
 */
export function encodeJson(value: unknown): Buffer {
  const slots: PreEncoded[] = [];
  const text = JSON.stringify(value, (_key, part: unknown) =>
    part instanceof PreEncoded ? `${SLOT_MARK}${slots.push(part) - 1}` : part,
  );
  // split with a capture group: the text between slots at even indexes, slot numbers at odd ones.
  const parts: JsonPart[] = [];
  text.split(SLOT).forEach((piece, index) => {
    if (index % 2 === 0) parts.push(piece);
    else slots[Number(piece)]?.encodeInto(parts);
  });
  return joinParts(parts, Buffer.allocUnsafe);
}

/**
 * The parts in one buffer of `allocate`'s. Bytes kept long should not come from Node's shared
 * 8 KB pool (`Buffer.from` of a short text): one small piece kept would keep its whole slab.
 */
export function joinParts(parts: readonly JsonPart[], allocate: (size: number) => Buffer): Buffer {
  let size = 0;
  for (const part of parts)
    size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const joined = allocate(size);
  let offset = 0;
  for (const part of parts) {
    offset += typeof part === 'string' ? joined.write(part, offset) : part.copy(joined, offset);
  }
  return joined;
}
