import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  api,
  withQuery,
  type Comment,
  type DemoRole,
  type FeedListResponse,
  type Publication,
} from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A feed publication open for comments that both `reader` and `other` may read. */
async function sharedPublication(
  request: APIRequestContext,
  reader: string,
  other: string,
): Promise<Publication> {
  for (let page = 1; page <= 5; page++) {
    const response = await request.get(withQuery(api.feedList, { page }), {
      headers: bearer(reader),
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as FeedListResponse;
    for (const post of body.results) {
      if (post.disable_comments) continue;
      const seen = await request.get(api.publicationRetrive(post.id), { headers: bearer(other) });
      if (seen.ok()) return post;
    }
    if (!body.pagination.has_next) break;
  }
  throw new Error('no seeded publication both users can comment on');
}

async function postComment(
  request: APIRequestContext,
  token: string,
  fields: { publication: number; text: string; parent?: number },
): Promise<Comment> {
  const multipart: Record<string, string> = {
    publication: String(fields.publication),
    text: fields.text,
  };
  if (fields.parent !== undefined) multipart.parent = String(fields.parent);
  const response = await request.post(api.commentCreate, { headers: bearer(token), multipart });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Comment;
}

async function likeComment(request: APIRequestContext, token: string, pk: number) {
  const response = await request.post(api.likeCommentCreate(pk), {
    headers: bearer(token),
    form: { comment: String(pk), like: 'true' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A text whose first 25 characters (what a notice shows) are unique to this run. */
const uniqueText = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} — текст для проверки уведомлений`;
const preview = (text: string) => text.slice(0, 25).trimEnd();

interface Language {
  lang: 'ru' | 'en';
  /** The receiver of the notices and the one who answers. */
  receiver: DemoRole;
  sender: DemoRole;
  bell: string;
  bellUnread: string;
  popup: string;
  hide: string;
  hidden: string;
  restore: string;
  close: string;
  replied: string;
  liked: string;
}

const LANGUAGES: Language[] = [
  {
    lang: 'ru',
    receiver: 'uae',
    sender: 'moderator',
    bell: 'Уведомления',
    bellUnread: 'Уведомления: есть непрочитанные',
    popup: 'Уведомления',
    hide: 'Скрыть уведомление',
    hidden: 'Уведомление скрыто',
    restore: 'Вернуть',
    close: 'Закрыть',
    replied: 'ответил(а) на ваш комментарий',
    liked: 'оценил(а) ваш комментарий',
  },
  {
    lang: 'en',
    receiver: 'english',
    sender: 'supermoderator',
    bell: 'Notifications',
    bellUnread: 'Notifications: unread',
    popup: 'Notifications',
    hide: 'Hide notification',
    hidden: 'Notification hidden',
    restore: 'Restore',
    close: 'Close',
    replied: 'replied to your comment',
    liked: 'liked your comment',
  },
];

for (const language of LANGUAGES) {
  const { lang } = language;
  const bell = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: language.bell, exact: true });
  const unreadBell = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: language.bellUnread, exact: true });
  const popup = (page: Page) => page.getByRole('dialog', { name: language.popup });
  const noticeWith = (dialog: Locator, text: string) =>
    dialog.getByRole('listitem').filter({ hasText: text });

  /** Opens the popup (page 1 clears the unread mark) and closes it again. */
  async function readAll(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: language.bell }).click();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByRole('progressbar')).toHaveCount(0);
    await popup(page).getByRole('button', { name: language.close }).click();
    await expect(bell(page)).toBeVisible();
  }

  test.describe(`notices (${lang})`, () => {
    test('a reply lights the bell without a reload and its notice opens the comment', async ({
      page,
      request,
    }) => {
      const receiver = await accessTokenFor(request, language.receiver);
      const sender = await accessTokenFor(request, language.sender);
      const post = await sharedPublication(request, receiver, sender);
      const mine = await postComment(request, receiver, {
        publication: post.id,
        text: uniqueText('Мой комментарий'),
      });

      await signInAs(page, language.receiver);
      await readAll(page);
      const reloads: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloads.push(frame.url());
      });
      const hashBefore = new URL(page.url()).hash;

      const replyText = uniqueText('Ответ');
      const reply = await postComment(request, sender, {
        publication: post.id,
        parent: mine.pk,
        text: replyText,
      });
      // The light poll (every 8 s while visible) shows the dot within 10 s, without a reload.
      await expect(unreadBell(page)).toBeVisible({ timeout: 10_000 });
      expect(reloads.filter((url) => new URL(url).hash !== hashBefore)).toEqual([]);

      await unreadBell(page).click();
      const dialog = popup(page);
      const notice = noticeWith(dialog, preview(replyText));
      await expect(notice).toContainText(language.replied);
      await expect(notice).toContainText(`${preview(mine.text_web)}…`);
      await notice.getByRole('link').click();

      await expect(dialog).toBeHidden();
      // Opening the popup cleared the dot.
      await expect(bell(page)).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`#/publicate/${post.id}\\?comment_target_id=${reply.pk}$`),
      );
      const target = page.locator(`[data-testid="comment"]`).filter({ hasText: replyText });
      await expect(target).toBeVisible();
      await expect(target).toHaveAttribute('data-highlighted', 'true');
    });

    test('hidden notices come back with Restore and are deleted when the popup closes', async ({
      page,
      request,
    }) => {
      const receiver = await accessTokenFor(request, language.receiver);
      const sender = await accessTokenFor(request, language.sender);
      const post = await sharedPublication(request, receiver, sender);
      const liked = await postComment(request, receiver, {
        publication: post.id,
        text: uniqueText('Нравится'),
      });
      const answered = await postComment(request, receiver, {
        publication: post.id,
        text: uniqueText('Вопрос'),
      });
      await likeComment(request, sender, liked.pk);
      const replyText = uniqueText('Ответ');
      await postComment(request, sender, {
        publication: post.id,
        parent: answered.pk,
        text: replyText,
      });

      await signInAs(page, language.receiver);
      await page.getByRole('banner').getByRole('button', { name: language.bell }).click();
      const dialog = popup(page);
      const likeNotice = noticeWith(dialog, preview(liked.text_web));
      const replyNotice = noticeWith(dialog, preview(replyText));
      await expect(likeNotice).toContainText(language.liked);
      await expect(replyNotice).toContainText(language.replied);

      await replyNotice.getByRole('button', { name: language.hide }).click();
      await expect(dialog.getByText(language.hidden)).toHaveCount(1);
      await expect(replyNotice).toHaveCount(0);
      await dialog.getByRole('button', { name: language.restore }).click();
      await expect(replyNotice).toBeVisible();
      await expect(dialog.getByText(language.hidden)).toHaveCount(0);
      await likeNotice.getByRole('button', { name: language.hide }).click();
      await expect(dialog.getByText(language.hidden)).toHaveCount(1);
      await expect(likeNotice).toHaveCount(0);

      const deleted = page.waitForRequest(
        (request) => request.method() === 'DELETE' && request.url().endsWith(api.noticeDeleteList),
      );
      await dialog.getByRole('button', { name: language.close }).click();
      await expect(dialog).toBeHidden();
      expect(((await deleted).postDataJSON() as number[]).length).toBe(1);

      await page.getByRole('banner').getByRole('button', { name: language.bell }).click();
      await expect(replyNotice).toBeVisible();
      await expect(likeNotice).toHaveCount(0);
      await expect(dialog.getByText(language.hidden)).toHaveCount(0);
    });
  });
}

test.describe('notices popup on a small screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens as a full-screen sheet and the gear leads to the settings', async ({ page }) => {
    await signInAs(page, 'client');
    await page.getByRole('banner').getByRole('button', { name: 'Уведомления' }).click();
    const dialog = page.getByRole('dialog', { name: 'Уведомления' });
    await expect(dialog.getByRole('list')).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await dialog.getByRole('button', { name: 'Настройки уведомлений' }).click();
    await expect(page.getByRole('dialog', { name: 'Настройки уведомлений' })).toBeVisible();
  });
});
