import { describe, expect, it } from 'vitest';
import { handOffRedirect } from './hand-off-redirect.ts';

const none = { publId: null, next: null, fromMobile: null };

describe('handOffRedirect', () => {
  it('opens the publication when publ_id is given, whatever else is', () => {
    expect(handOffRedirect({ publId: '42', next: '/favorites', fromMobile: '1' })).toBe(
      '/publicate/42',
    );
  });

  it('goes to next when both next and from_mobile are given', () => {
    expect(handOffRedirect({ ...none, next: '/favorites', fromMobile: 'true' })).toBe('/favorites');
    expect(handOffRedirect({ ...none, next: 'flow-program/', fromMobile: '1' })).toBe(
      '/flow-program/',
    );
    expect(handOffRedirect({ ...none, next: '#/wiki/category', fromMobile: '1' })).toBe(
      '/wiki/category',
    );
  });

  it('ignores next without from_mobile', () => {
    expect(handOffRedirect({ ...none, next: '/favorites' })).toBe('/');
  });

  it('goes to the root otherwise', () => {
    expect(handOffRedirect(none)).toBe('/');
    expect(handOffRedirect({ ...none, fromMobile: '1' })).toBe('/');
  });

  it('never leaves the app through next', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(handOffRedirect({ ...none, next, fromMobile: '1' })).toBe('/');
    }
  });
});
