import type { TokenClaims } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { rememberingVerified, VERIFIED_TOKENS_KEPT } from './access-token-verifier.ts';
import { InvalidTokenError } from './jwt-claims.ts';

const NOW_S = 1_800_000_000;

function claimsFor(token: string, exp = NOW_S + 600): TokenClaims {
  return { token_type: 'access', user_id: Number(token.slice(1)), exp, iat: NOW_S, jti: token };
}

describe('rememberingVerified', () => {
  it('checks a token once and reuses its claims until it expires', async () => {
    let clock = NOW_S * 1000;
    const checked: string[] = [];
    const verify = rememberingVerified(
      async (token) => {
        checked.push(token);
        if (clock / 1000 >= NOW_S + 600) throw new InvalidTokenError('expired');
        return claimsFor(token);
      },
      () => new Date(clock),
    );
    expect((await verify('t1')).user_id).toBe(1);
    expect((await verify('t1')).user_id).toBe(1);
    expect(checked).toEqual(['t1']);
    clock = (NOW_S + 600) * 1000;
    await expect(verify('t1')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(checked).toEqual(['t1', 't1']);
  });

  it('never remembers a refused token', async () => {
    let calls = 0;
    const verify = rememberingVerified(
      async () => {
        calls += 1;
        throw new InvalidTokenError('forged');
      },
      () => new Date(NOW_S * 1000),
    );
    await expect(verify('bad')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify('bad')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(calls).toBe(2);
  });

  it('forgets the oldest token once full', async () => {
    let calls = 0;
    const verify = rememberingVerified(
      async (token) => {
        calls += 1;
        return claimsFor(token);
      },
      () => new Date(NOW_S * 1000),
    );
    for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i++) await verify(`t${i}`);
    expect(calls).toBe(VERIFIED_TOKENS_KEPT + 1);
    await verify(`t${VERIFIED_TOKENS_KEPT}`);
    expect(calls).toBe(VERIFIED_TOKENS_KEPT + 1);
    await verify('t0');
    expect(calls).toBe(VERIFIED_TOKENS_KEPT + 2);
  });
});
