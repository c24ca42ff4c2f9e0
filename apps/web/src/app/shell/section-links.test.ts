import { describe, expect, it } from 'vitest';
import { buildUserInfo, userKinds } from '../../test-support/user-info.ts';
import { isSectionActive, sectionLinks } from './section-links.ts';

const ids = (user: Parameters<typeof sectionLinks>[0]) => sectionLinks(user).map((link) => link.id);

describe('sectionLinks', () => {
  it.each([
    ['client', userKinds.client, ['feed', 'programme', 'wiki', 'community', 'favorites']],
    ['staff', userKinds.staff, ['feed', 'wiki', 'community', 'editor']],
    ['green', userKinds.green, ['feed', 'programme', 'wiki', 'favorites']],
    ['uae', userKinds.uae, ['feed', 'programme', 'wiki', 'favorites']],
  ] as const)('shows a %s the sections of spec §6', (_kind, user, expected) => {
    expect(ids(user)).toEqual(expected);
  });

  it('hides community from staff on a green flow too', () => {
    expect(ids(buildUserInfo({ is_staff: true, flow: { is_green: true } }))).toEqual([
      'feed',
      'wiki',
      'editor',
    ]);
  });

  it('marks the section of the current path', () => {
    const [feed, , wiki] = sectionLinks(userKinds.client);
    expect(feed && isSectionActive(feed, '/listnews/physical_rpp')).toBe(true);
    expect(wiki && isSectionActive(wiki, '/wiki/category')).toBe(true);
    expect(wiki && isSectionActive(wiki, '/listwiki/12')).toBe(true);
    expect(feed && isSectionActive(feed, '/favorites')).toBe(false);
  });

  it('gives staff the editor list, marked on the editor screens', () => {
    const editor = sectionLinks(userKinds.staff).find((link) => link.id === 'editor');
    expect(editor?.to).toBe('/editor/list');
    expect(editor && isSectionActive(editor, '/editor/edit/5/')).toBe(true);
    expect(editor && isSectionActive(editor, '/listnews/physical_rpp')).toBe(false);
    expect(sectionLinks(userKinds.client).some((link) => link.id === 'editor')).toBe(false);
  });
});
