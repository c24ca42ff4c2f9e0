import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { safeErrorMessage, serializeError } from './database-errors.ts';

const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
  code: '23505',
  detail: 'Key (email)=(secret@example.com) already exists.',
});
const failed = new DrizzleQueryError(
  'insert into users (email, text) values ($1, $2)',
  ['secret@example.com', 'private comment text'],
  cause,
);

describe('database errors in logs', () => {
  it('keep the SQL text and the reason, never the parameter values', () => {
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).toContain('insert into users (email, text) values ($1, $2)');
    expect(logged).toContain('duplicate key value violates unique constraint');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('secret@example.com');
    expect(logged).not.toContain('private comment text');
    expect(logged).not.toContain('params');
  });

  it('give a one-line message for start-up failures without the values', () => {
    expect(safeErrorMessage(failed)).toBe(
      'Failed query: insert into users (email, text) values ($1, $2): ' +
        'duplicate key value violates unique constraint "x"',
    );
    expect(safeErrorMessage(new AggregateError([new Error('a'), new Error('b')]))).toBe('a; b');
  });

  it('serialize a plain error with its stack but not its message twice', () => {
    const safe = serializeError(new RangeError('bad range'));
    expect(safe).toMatchObject({ type: 'RangeError', message: 'bad range' });
    expect(safe.stack.startsWith('    at ')).toBe(true);
  });
});
