import { expect, test } from '@playwright/test';
import { signInAs } from '../support/auth.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('an unknown route shows Oops! inside the shell', async ({ page }) => {
  await signInAs(page, 'client');
  const nav = page.getByRole('navigation', { name: 'Разделы', exact: true });
  await nav.getByRole('link', { name: 'База знаний' }).click();
  await expect(page).toHaveURL(/#\/wiki\/category$/);
  await page.evaluate(() => {
    window.location.hash = '#/no-such-screen/';
  });
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Кажется, эта страница потерялась.', { exact: false })).toBeVisible();
  // Still inside the shell: the side navigation stays and leads on.
  await nav.getByRole('link', { name: 'База знаний' }).click();
  await expect(page).toHaveURL(/#\/wiki\/category$/);
  await expect(nav.getByRole('link', { name: 'База знаний' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a typed unknown address shows Oops!, and Back stays in the app', async ({ page }) => {
  await signInAs(page, 'client', '/#/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
});

test('/404 is the same page', async ({ page }) => {
  await signInAs(page, 'staff', '/#/404');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Назад' })).toBeVisible();
});

test('the home view opens the remembered feed tab', async ({ page }) => {
  await signInAs(page, 'paid');
  await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
  await page.evaluate(() => localStorage.setItem('currentTab', 'physical_rpp'));
  await page.goto('/#/');
  await expect(page).toHaveURL(/#\/listnews\/physical_rpp$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Разделы', exact: true })
      .getByRole('link', { name: 'Лента' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the access-error page offers Back first; log out stays as the second action', async ({
  page,
}) => {
  await signInAs(page, 'client', '/#/access_error/?prev_url=%2Ffavorites');
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  const actions = page.getByRole('button', { name: 'Назад' }).locator('..');
  await expect(actions.locator(':scope > *')).toHaveText(['Назад', 'Выйти']);
  await expect(actions.getByRole('link', { name: 'Выйти' })).toHaveAttribute('href', '#/logout/');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/#\/favorites$/);

  // Without prev_url and without history in the app, Back leads home.
  await page.goto('/#/access_error/');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page).toHaveURL(/#\/listnews\/physical_transformation$/);
});
