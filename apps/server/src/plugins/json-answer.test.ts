import { describe, expect, it } from 'vitest';
import { encodeJson, joinParts, PreEncoded, type JsonPart } from './json-answer.ts';

class Fixed extends PreEncoded {
  readonly #json: string;
  constructor(json: string) {
    super();
    this.#json = json;
  }
  encodeInto(parts: JsonPart[]): void {
    parts.push(this.#json);
  }
}

describe('encodeJson', () => {
  it('is JSON.stringify in UTF-8 when nothing is pre-encoded', () => {
    const value = { title: 'Тренировка «утро»', list: [1, null, 'a"b\\c'], nested: { ok: true } };
    expect(encodeJson(value).toString('utf8')).toBe(JSON.stringify(value));
  });

  it('writes pre-encoded parts in their places, at any depth', () => {
    const body = encodeJson({
      results: [new Fixed('{"id":1}'), new Fixed('{"id":2}')],
      blocks: [{ title: 'Вики', results: [new Fixed('{"id":3,"t":"ё"}')] }],
      count: 3,
    });
    expect(body.toString('utf8')).toBe(
      '{"results":[{"id":1},{"id":2}],"blocks":[{"title":"Вики","results":[{"id":3,"t":"ё"}]}],"count":3}',
    );
  });

  it('leaves texts that look like its marks alone', () => {
    const value = { a: '#slot:0', b: '"#slot:x:0"', c: ['#slot:', new Fixed('7')] };
    const decoded = JSON.parse(encodeJson(value).toString('utf8')) as unknown;
    expect(decoded).toEqual({ a: '#slot:0', b: '"#slot:x:0"', c: ['#slot:', 7] });
  });
});

describe('joinParts', () => {
  it('writes UTF-8 bytes and texts one after another into one buffer of the given allocator', () => {
    const joined = joinParts(
      [Buffer.from('{"t":"ё'), 'ж","n":', '42', Buffer.from('}')],
      Buffer.allocUnsafeSlow,
    );
    expect(joined.toString('utf8')).toBe('{"t":"ёж","n":42}');
    expect(joined.length).toBe(Buffer.byteLength('{"t":"ёж","n":42}'));
  });
});
