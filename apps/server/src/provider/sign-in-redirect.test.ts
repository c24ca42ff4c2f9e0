import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../plugins/http-errors.ts';
import { handOffLocation, returnAddress, signInLink } from './sign-in-redirect.ts';

const spa = 'http://localhost:8080';

describe('returnAddress', () => {
  it.each([
    [undefined, 'http://localhost:8080/'],
    ['', 'http://localhost:8080/'],
    ['http://localhost:8080', 'http://localhost:8080/'],
    ['http://localhost:8080/app/?x=1#/old', 'http://localhost:8080/app/?x=1'],
  ])('accepts %j as %s', (given, expected) => {
    expect(returnAddress(given, spa)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:8081/',
    'https://localhost:8080/',
    '//evil.example/',
    'javascript:alert(1)',
    '/relative',
    'http://localhost:8080@evil.example/',
  ])('refuses %s', (given) => {
    expect(() => returnAddress(given, spa)).toThrow(FieldValidationError);
  });
});

describe('handOffLocation', () => {
  it('passes through only the given parameters', () => {
    expect(handOffLocation(`${spa}/`, 'r.t.k', {})).toBe(`${spa}/#/get-access-token/r.t.k`);
    expect(
      handOffLocation(`${spa}/`, 'r.t.k', { publ_id: '12', from_mobile: 'true', next: '/a b' }),
    ).toBe(`${spa}/#/get-access-token/r.t.k?publ_id=12&from_mobile=true&next=%2Fa+b`);
  });
});

describe('signInLink', () => {
  it('keeps the query and adds the role', () => {
    expect(signInLink('/in/', { redirect_url: `${spa}/`, next: '/x' }, 'staff')).toBe(
      '/in/?redirect_url=http%3A%2F%2Flocalhost%3A8080%2F&next=%2Fx&role=staff',
    );
  });
});
