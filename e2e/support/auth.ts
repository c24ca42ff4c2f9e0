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

/**
 * True once the app has left the token hand-off and its home redirect ('#/' → '#/listnews/…'),
 * i.e. is on the route it settles on.
 */
function isSettledAfterHandOff(url: URL): boolean {
  return url.hash !== '' && url.hash !== '#/' && !url.hash.startsWith('#/get-access-token/');
}

/**
 * Signs the page in as the demo user of `role` the way the provider does: a clean local storage,
 * then the token hand-off route; resolves once the app has landed on its final route, so a
 * following `page.goto` cannot be overridden by a late redirect.
 */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const refresh = await refreshTokenFor(page.request, role);
  // Any page of the origin gives access to its storage without starting the app.
  await page.goto('/config.js');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`/#/get-access-token/${refresh}`);
  await page.waitForURL(isSettledAfterHandOff);
}
