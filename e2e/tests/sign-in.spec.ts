import { expect, test, type Page } from '@playwright/test';
import { refreshTokenFor, signInAs } from '../support/auth.ts';

const storage = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));

/** A clean origin, then the hand-off address with `query`. */
async function handOff(page: Page, query: string): Promise<void> {
  const refresh = await refreshTokenFor(page.request, 'client');
  await page.goto('/config.js');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/#/get-access-token/${refresh}${query}`);
}

test('a newcomer signs in through the provider and lands in the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/jwt-auth\/content\/redirect-with-refresh-token\/\?redirect_url=/);
  await expect(page.getByRole('heading', { name: 'Выберите, под кем войти' })).toBeVisible();

  const openTab = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/open-spa-tab/'),
  );
  await page.getByRole('link').filter({ hasText: 'Клиент основного потока' }).click();

  await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
  await expect(page.getByRole('navigation', { name: 'Разделы', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Меню пользователя Анна Смирнова' })).toBeVisible();
  expect((await openTab).postDataJSON()).toEqual({ from_mobile: false });
  const stored = await storage(page);
  expect(stored.refresh_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(stored.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
});

test.describe('hand-off redirects', () => {
  test('publ_id opens the publication', async ({ page }) => {
    await handOff(page, '?publ_id=12&next=/favorites&from_mobile=1');
    await expect(page).toHaveURL(/#\/publicate\/12$/);
  });

  test('next with from_mobile opens next in the mobile-app layout', async ({ page }) => {
    const openTab = page.waitForRequest((request) => request.url().includes('/open-spa-tab/'));
    await handOff(page, '?next=%2Ffavorites&from_mobile=1');
    await expect(page).toHaveURL(/#\/favorites$/);
    expect((await openTab).postDataJSON()).toEqual({ from_mobile: true });
    const stored = await storage(page);
    expect(stored).toMatchObject({ from_mobile: '1', next: '/favorites' });
    // The native app draws its own chrome: content only.
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('next without from_mobile, or nothing at all, opens the root', async ({ page }) => {
    await handOff(page, '?next=%2Ffavorites');
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await handOff(page, '');
    await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('token error', () => {
  // A well-formed refresh token the provider did not sign: it names user 4242.
  const forged = [
    Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
    Buffer.from(
      '{"token_type":"refresh","user_id":4242,"exp":4102444800,"iat":1700000000,"jti":"x"}',
    ).toString('base64url'),
    'forged-signature',
  ].join('.');

  test('a bad refresh token shows the apology with the user id; Reload signs in again', async ({
    page,
  }) => {
    await page.goto(`/#/get-access-token/${forged}`);
    await expect(page).toHaveURL(/#\/token_error\/$/);
    await expect(page.getByRole('heading', { name: 'Не удалось войти' })).toBeVisible();
    await expect(page.getByText('ID пользователя: 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.getByRole('heading', { name: 'Выберите, под кем войти' })).toBeVisible();
  });

  test('Exit logs out', async ({ page }) => {
    await page.goto('/#/get-access-token/not-a-token');
    await expect(page.getByRole('heading', { name: 'Не удалось войти' })).toBeVisible();
    await page.getByRole('link', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { name: 'Вы вышли из аккаунта' })).toBeVisible();
    expect(await storage(page)).toEqual({});
  });
});

test('logging out clears the storage and lands on the provider logout page', async ({ page }) => {
  await signInAs(page, 'client');
  await page.evaluate(() => localStorage.setItem('currentTab', 'physical_rpp'));
  await page.getByRole('button', { name: 'Меню пользователя Анна Смирнова' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/logout\/$/);
  await expect(page.getByRole('heading', { name: 'Вы вышли из аккаунта' })).toBeVisible();
  expect(await storage(page)).toEqual({});
  await page.getByRole('link', { name: /Войти снова/ }).click();
  await expect(page.getByRole('heading', { name: 'Выберите, под кем войти' })).toBeVisible();
});
