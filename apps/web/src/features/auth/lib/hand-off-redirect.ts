/** The query of the hand-off address (`#/get-access-token/<refresh>?publ_id=&from_mobile=&next=`). */
export interface HandOffQuery {
  publId: string | null;
  next: string | null;
  fromMobile: string | null;
}

/**
 * Where the hand-off goes once signed in: the publication when `publ_id` is given; else `next`
 * when both `next` and `from_mobile` are given; else the root. `next` must be a path inside the
 * app, so a crafted link cannot send the user elsewhere.
 */
export function handOffRedirect({ publId, next, fromMobile }: HandOffQuery): string {
  if (publId) return `/publicate/${encodeURIComponent(publId)}`;
  if (next && fromMobile) return appPath(next) ?? '/';
  return '/';
}

function appPath(value: string): string | null {
  const path = value.trim().replace(/^#/, '');
  const absolute = path.startsWith('/') ? path : `/${path}`;
  if (
    absolute.startsWith('//') ||
    absolute.includes('\\') ||
    /^\/[a-z][a-z\d+.-]*:/i.test(absolute)
  ) {
    return null;
  }
  return absolute;
}
