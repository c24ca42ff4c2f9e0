import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url.ts';

// A VAPID public key as `web-push generate-vapid-keys` prints it: an uncompressed P-256 point.
const VAPID_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

describe('base64UrlToBytes', () => {
  it('decodes a VAPID key into its 65 bytes, as Node reads base64url', () => {
    const bytes = base64UrlToBytes(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect([...bytes]).toEqual([...Buffer.from(VAPID_KEY, 'base64url')]);
  });

  it('reads the URL-safe letters and padded or unpadded text alike', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it.each(['+/8=', 'a b', 'abcde'])('refuses %j', (text) => {
    expect(() => base64UrlToBytes(text)).toThrow('Not base64url text');
  });
});
