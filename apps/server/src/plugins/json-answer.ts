import { randomUUID } from 'node:crypto';

/**
 * A part of an answer that writes its own JSON (UTF-8) into the answer's parts: something encoded
 * once and shared by many answers (see publication-json.ts).
 */
export abstract class PreEncoded {
  abstract encodeInto(parts: Buffer[]): void;
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
  const pieces = text.split(SLOT);
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) parts.push(Buffer.from(piece));
    else slots[Number(piece)]?.encodeInto(parts);
  });
  return Buffer.concat(parts);
}
