import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { DemoTokenResponseSchema, demoAuth, mainSite } from '@app/contract';
import type { DemoRole } from '@app/contract';

/** A refresh token of the demo user of `role`, from the provider stand-in. */
export async function refreshTokenFor(request: APIRequestContext, role: DemoRole): Promise<string> {
  const response = await request.post(demoAuth.token, { data: { role } });
  expect(response.status(), `POST ${demoAuth.token} for ${role}`).toBe(200);
  return DemoTokenResponseSchema.parse(await response.json()).refresh;
}

/** An access token of the demo user of `role`, through the token refresh call the SPA makes. */
export async function accessTokenFor(request: APIRequestContext, role: DemoRole): Promise<string> {
  const refresh = await refreshTokenFor(request, role);
  const response = await request.post(mainSite.tokenRefresh, { data: { refresh } });
  expect(response.ok(), `POST ${mainSite.tokenRefresh} for ${role}`).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** True once the app has left its home redirect ('#/' → '#/listnews/…'). */
function isPastHomeRedirect(url: URL): boolean {
  return url.hash !== '' && url.hash !== '#/';
}

/**
 * Signs the page in as the demo user of `role` and opens `at` (an app address, the home feed by
 * default). The token is stored as the provider's hand-off stores it, without going through the
 * hand-off route: that route (tested in sign-in.spec.ts) starts the app on the home feed, a whole
 * extra app start before each test's own page. Resolves once `at` has loaded, and for the home
 * feed once its redirect is done, so a following `page.goto` cannot be overridden by a late one.
 */
export async function signInAs(page: Page, role: DemoRole, at = '/#/'): Promise<void> {
  const refresh = await refreshTokenFor(page.request, role);
  // Any page of the origin gives access to its storage without starting the app.
  await page.goto('/config.js');
  await page.evaluate((token) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('refresh_token', token);
  }, refresh);
  await page.goto(at);
  if (at === '/#/') await page.waitForURL(isPastHomeRedirect);
}
