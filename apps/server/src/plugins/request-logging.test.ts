import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-logging.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.c2lnbmF0dXJl';

describe('redactUrl', () => {
  it.each([
    [`/x/?refresh=${jwt}&next=/a`, '/x/?refresh=[redacted]&next=/a'],
    ['/x/?access_token=abc', '/x/?access_token=[redacted]'],
    [
      `/x/?redirect_url=http%3A%2F%2Fa%2F%23%2Fget-access-token%2F${jwt}`,
      '/x/?redirect_url=http%3A%2F%2Fa%2F%23%2Fget-access-token%2F[redacted]',
    ],
    [`/#/get-access-token/opaque-token?publ_id=1`, '/#/get-access-token/[redacted]?publ_id=1'],
    [`/api/${jwt}/`, '/api/[redacted]/'],
    ['/api/v1/get-user-info/', '/api/v1/get-user-info/'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
