import { DemoRoleSchema } from '@app/contract';
import { z } from 'zod';
import { FieldValidationError } from '../plugins/http-errors.ts';

/** Query of the sign-in hand-off: where to return, what to pass through, and the chosen user. */
export const SignInQuery = z.object({
  redirect_url: z.string().max(2048).optional(),
  publ_id: z.string().max(64).optional(),
  from_mobile: z.string().max(16).optional(),
  next: z.string().max(2048).optional(),
  role: DemoRoleSchema.optional(),
});
export type SignInQuery = z.infer<typeof SignInQuery>;

const PASSED_THROUGH = ['publ_id', 'from_mobile', 'next'] as const;

/**
 * The address the SPA is sent back to: `redirect_url` when it is on the SPA's origin, else the
 * SPA's root. Any other origin is refused, so the page cannot hand tokens to a foreign site.
 * @throws FieldValidationError for a foreign or malformed redirect_url.
 */
export function returnAddress(redirectUrl: string | undefined, spaOrigin: string): string {
  if (redirectUrl === undefined || redirectUrl === '') return `${spaOrigin}/`;
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : undefined;
  if (!url || url.origin !== spaOrigin) {
    throw new FieldValidationError({
      redirect_url: [`Must be an address of the app (${spaOrigin}).`],
    });
  }
  url.hash = '';
  return url.href;
}

/**
 * `<return address>#/get-access-token/<refresh>?publ_id=…&from_mobile=…&next=…`, carrying only
 * the parameters that were given.
 */
export function handOffLocation(address: string, refresh: string, query: SignInQuery): string {
  const params = new URLSearchParams();
  for (const name of PASSED_THROUGH) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${address}#/get-access-token/${encodeURIComponent(refresh)}${search}`;
}

/** The sign-in page's link for one demo user: the same query plus the role. */
export function signInLink(path: string, query: SignInQuery, role: string): string {
  const params = new URLSearchParams();
  for (const name of ['redirect_url', ...PASSED_THROUGH] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  params.set('role', role);
  return `${path}?${params.toString()}`;
}
