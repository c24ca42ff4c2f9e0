import { describe, expect, it } from 'vitest';
import { readJwtUserId } from './jwt-user-id.ts';

function jwtWith(payload: object): string {
  const encode = (part: object) => {
    const bytes = new TextEncoder().encode(JSON.stringify(part));
    const binary = String.fromCharCode(...bytes);
    return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('readJwtUserId', () => {
  it('reads user_id from an unverified token', () => {
    expect(readJwtUserId(jwtWith({ token_type: 'refresh', user_id: 1042, jti: 'ключ' }))).toBe(
      1042,
    );
  });

  it('answers null for anything else', () => {
    expect(readJwtUserId(null)).toBeNull();
    expect(readJwtUserId('not-a-token')).toBeNull();
    expect(readJwtUserId('a.%%%.c')).toBeNull();
    expect(readJwtUserId(jwtWith({ user_id: '12' }))).toBeNull();
  });
});
