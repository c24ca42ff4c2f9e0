import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** As Drizzle hands driver errors to the app: wrapped, the driver's error as the cause. */
function wrapped(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('select 1 where $1', ['secret'], cause);
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['connect timeout', new Error('Connection terminated due to connection timeout')],
    ['server gone mid-query', new Error('Connection terminated unexpectedly')],
    ['client-side query timeout', new Error('Query read timeout')],
    ['refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['unknown host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['crash_shutdown', withCode('terminating connection because of crash', '57P02')],
    ['cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['idle in transaction', withCode('terminating connection due to idle timeout', '25P03')],
    ['class 08', withCode('connection failure', '08006')],
    ['too_many_connections', withCode('sorry, too many clients already', '53300')],
    ['disk_full', withCode('could not extend file', '53100')],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('%s: unavailable, also wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['unique violation', withCode('duplicate key value', '23505')],
    ['syntax error', withCode('syntax error at or near', '42601')],
    ['a bug', new TypeError('Cannot read properties of undefined')],
    ['a file error', withCode('no such file', 'ENOENT')],
  ])('%s: a fault, not unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
