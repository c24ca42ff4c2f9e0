import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, withQuery, type Comment, type DemoRole, type FeedListResponse } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';

/** A comment of the demo client (Анна Смирнова) on a post of the main flow, and that post. */
async function clientComment(request: APIRequestContext): Promise<Comment & { post: number }> {
  const access = await accessTokenFor(request, 'client');
  const headers = { authorization: `Bearer ${access}` };
  const feed = await request.get(withQuery(api.feedList, { page: 1 }), { headers });
  const post = ((await feed.json()) as FeedListResponse).results.find((p) => !p.disable_comments);
  if (!post) throw new Error('the client has no feed post');
  const text = `Карточка ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await request.post(api.commentCreate, {
    headers,
    multipart: { publication: String(post.id), text },
  });
  expect(created.status()).toBe(201);
  return { ...((await created.json()) as Comment), post: post.id };
}

async function openComment(page: Page, role: DemoRole, comment: Comment & { post: number }) {
  await signInAs(page, role, `/#/publicate/${comment.post}?comment_target_id=${comment.pk}`);
  const item = page.getByTestId('comment').filter({ hasText: comment.text_web });
  await expect(item).toBeVisible();
  return item;
}

test.describe('staff user card', () => {
  test('staff open a client’s card from the name, without the telegram id', async ({ page }) => {
    const comment = await clientComment(page.request);
    const item = await openComment(page, 'staff', comment);
    await item.getByRole('button', { name: 'Анна Смирнова' }).click();

    const card = page.getByRole('dialog', { name: 'Анна Смирнова' });
    await expect(card.getByText('Уровень подготовки')).toBeVisible();
    await expect(card.getByText('Средний уровень')).toBeVisible();
    await expect(card.getByText('Куратор')).toBeVisible();
    await expect(card.getByText('Елена Воронцова')).toBeVisible();
    await expect(card.getByText('27,5 %')).toBeVisible();
    await expect(card.getByText('66,8 кг')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Личная тема' })).toHaveAttribute(
      'href',
      /\/client\/board\/$/,
    );
    await expect(card.getByRole('link', { name: 'Калькулятор и прогресс' })).toHaveAttribute(
      'href',
      /\/client\/progress\/$/,
    );
    await expect(card.getByText('Телеграм')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Скопировать' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Закрыть' }).click();
    await expect(card).toBeHidden();

    // A staff author's name opens nothing.
    const access = await accessTokenFor(page.request, 'staff');
    const text = `Команда ${Date.now().toString(36)}`;
    const created = await page.request.post(api.commentCreate, {
      headers: { authorization: `Bearer ${access}` },
      multipart: { publication: String(comment.post), text },
    });
    expect(created.status()).toBe(201);
    const own = (await created.json()) as Comment;
    await page.goto(`/#/publicate/${comment.post}?comment_target_id=${own.pk}`);
    const staffItem = page.getByTestId('comment').filter({ hasText: text });
    await expect(staffItem.getByText('Дмитрий Орлов')).toBeVisible();
    await expect(staffItem.getByRole('button', { name: 'Дмитрий Орлов' })).toHaveCount(0);
  });

  test('a moderator sees the telegram id and copies it', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const comment = await clientComment(page.request);
    const item = await openComment(page, 'moderator', comment);
    await item.getByRole('button', { name: 'Анна Смирнова' }).click();

    const card = page.getByRole('dialog', { name: 'Анна Смирнова' });
    await expect(card.getByTestId('telegram-id')).toHaveText('@anna_smirnova');
    await card.getByRole('button', { name: 'Скопировать' }).click();
    const copied = card.getByText('ID в Телеграме скопирован');
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('@anna_smirnova');
    await expect(copied).toBeHidden({ timeout: 5000 });
  });

  test('clients see authors’ names as plain text', async ({ page }) => {
    const comment = await clientComment(page.request);
    const item = await openComment(page, 'client', comment);
    await expect(item.getByText('Анна Смирнова')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Анна Смирнова' })).toHaveCount(0);
  });
});
