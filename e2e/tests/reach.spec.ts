import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  api,
  type EditorParamsResponse,
  type EditorPublication,
  type ReachResponse,
} from '@app/contract';
import { mkdirSync } from 'node:fs';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { expectNoSidewaysScroll } from '../support/phone-checks.ts';

const SHOTS = '/tmp/shots/reach';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A published feed post for the demo client's flow only (other tests' readers get nothing from
 * it), with a title unique to this run: created as a draft, published through the schedule.
 */
async function publishedPost(
  request: APIRequestContext,
  staff: string,
): Promise<EditorPublication> {
  const params = (await (
    await request.get(api.editorParams, { headers: bearer(staff) })
  ).json()) as EditorParamsResponse;
  const pkOf = (options: { pk: number; title: string }[], title: string): number => {
    const option = options.find((item) => item.title === title);
    if (!option) throw new Error(`no editor option '${title}'`);
    return option.pk;
  };
  const created = await request.post(api.editorPublicationCreate, {
    headers: bearer(staff),
    data: {
      title: `Урок о дыхании ${Date.now().toString(36)}`,
      preview_text: 'Дышите ровно во время упражнений.',
      section: pkOf(params.publicate_section, 'Лента'),
      feed_group: pkOf(params.feed_group, 'Физическая трансформация'),
      feed_tags: [pkOf(params.feed_tag, 'Видео')],
      flows: [pkOf(params.flows, 'Поток 12 · Трансформация')],
      publication_items: [],
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as EditorPublication;
  const now = await request.post(api.scheduleItemNow(post.id), {
    headers: bearer(staff),
    data: { event: 'activation' },
  });
  expect(now.status()).toBe(202);
  await expect
    .poll(async () => {
      const read = await request.get(api.editorPublicationRetrive(post.id), {
        headers: bearer(staff),
      });
      return ((await read.json()) as EditorPublication).status;
    })
    .toBe('published');
  return post;
}

test.use({ locale: 'ru-RU' });

test('staff see who a post reached and remind the rest; the client gets the reminder and opens the post', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = await accessTokenFor(page.request, 'staff');
  const post = await publishedPost(page.request, staff);
  const reach = (await (
    await page.request.get(api.publicationReach(post.id), { headers: bearer(staff) })
  ).json()) as ReachResponse;
  expect(reach.audience).toBeGreaterThan(0);

  // From the editor list's row actions to the reach page.
  await signInAs(page, 'staff');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/editor/list');
  const search = page.getByRole('searchbox', { name: 'Поиск по постам' });
  await search.fill(post.title);
  await search.press('Enter');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: post.title, exact: true }) });
  await expect(row.getByText(`0 / ${reach.audience}`)).toBeVisible();
  await row.getByRole('link', { name: 'Охват' }).click();
  await expect(page).toHaveURL(new RegExp(`#/editor/reach/${post.id}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(post.title).first()).toBeVisible();

  // The demo client has not viewed it: they are in the not-viewed list (found by name).
  await page.getByRole('searchbox', { name: 'Поиск по имени' }).fill('Смирнова Анна');
  await page.getByRole('button', { name: 'Искать' }).click();
  await expect(page.getByText('Найден 1 пользователь')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Смирнова' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/reach-1280-ru.png`, fullPage: true });

  // Remind: the dialog says how many have not viewed the post; the toast how many got it.
  await page.getByRole('button', { name: 'Напомнить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Напомнить о посте?' });
  await expect(dialog).toContainText(String(reach.not_viewed.count));
  await dialog.getByRole('button', { name: 'Напомнить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Напоминание отправлено \d+ пользовател/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  // The not-viewed card's controls keep to its padding (the search box once widened the card's
  // column past it).
  const card = page.locator('section').filter({ has: page.getByRole('search') });
  const inner = await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      left: box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
      right: box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
    };
  });
  for (const control of [
    page.getByRole('search'),
    page.getByRole('button', { name: 'Напомнить' }),
    page.getByRole('button', { name: 'Скачать CSV' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(inner.left - 0.5);
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(inner.right + 0.5);
  }
  await page.screenshot({ path: `${SHOTS}/reach-375-ru.png`, fullPage: true });

  // The client sees the reminder in the popup and follows it to the post.
  await signInAs(page, 'client');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Уведомления/ })
    .click();
  const popup = page.getByRole('dialog', { name: 'Уведомления' });
  const notice = popup
    .getByRole('listitem')
    .filter({ hasText: 'Напоминание: вы ещё не посмотрели эту публикацию' })
    .filter({ hasText: post.title });
  await expect(notice).toBeVisible();
  await notice.getByRole('link').click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#/publicate/${post.id}$`));
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(post.title);
});
