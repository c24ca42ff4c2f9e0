import { beforeEach, describe, expect, it } from 'vitest';
import { forgetListReturn, peekListReturn, rememberListReturn } from './list-return.ts';

describe('the way back to the list', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the query and the post until forgotten', () => {
    rememberListReturn({ query: 'tab=draft&page=2', pk: 7, at: 1000 });
    expect(peekListReturn()).toEqual({ query: 'tab=draft&page=2', pk: 7, at: 1000 });
    expect(peekListReturn()).not.toBeNull();
    forgetListReturn();
    expect(peekListReturn()).toBeNull();
  });

  it('reads a new post as pk null and ignores anything malformed', () => {
    rememberListReturn({ query: '', pk: null, at: 5 });
    expect(peekListReturn()).toEqual({ query: '', pk: null, at: 5 });
    sessionStorage.setItem('editorList.return', '{"query":3}');
    expect(peekListReturn()).toBeNull();
    sessionStorage.setItem('editorList.return', 'not json');
    expect(peekListReturn()).toBeNull();
  });
});
