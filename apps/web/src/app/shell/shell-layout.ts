/**
 * The four arrangements of the shell: `desktop` (header, side navigation), `mobile` (phones, see
 * `usePhoneLayout`: header, section strip, bottom bar), `app` (inside the native app: content only) and `editor`
 * (header and one wide column).
 */
export type ShellLayout = 'desktop' | 'mobile' | 'app' | 'editor';

/** Picks the layout; the native app's own chrome wins over everything else. */
export function chooseShellLayout(input: {
  fromMobile: boolean;
  editor: boolean;
  smallScreen: boolean;
}): ShellLayout {
  if (input.fromMobile) return 'app';
  if (input.editor) return 'editor';
  return input.smallScreen ? 'mobile' : 'desktop';
}

/** Sections of the app: leaving one for another starts the new one afresh. */
export function sectionKey(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? '';
  return first === 'listwiki' ? 'wiki' : first;
}
