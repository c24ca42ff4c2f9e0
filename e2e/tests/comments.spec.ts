import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  api,
  withQuery,
  type Comment,
  type DemoRole,
  type Publication,
  type TopicListResponse,
} from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';
import { feedOf } from '../support/seeded-posts.ts';

// Every test writes its own comments (unique texts) through the API or the page, on a post
// chosen for it, so tests running side by side do not see each other's changes.

/** The `index`-th post of the client's feed that takes comments (one post per test). */
async function postFor(request: APIRequestContext, index: number): Promise<Publication> {
  const posts = (await feedOf(request, 'client')).filter((post) => !post.disable_comments);
  const post = posts[index % posts.length];
  if (!post) throw new Error('the client has no feed post');
  return post;
}

/** The post every demo user sees (a post without flows: the platform update). */
async function postForEveryone(request: APIRequestContext): Promise<Publication> {
  const english = await feedOf(request, 'english');
  const client = new Set((await feedOf(request, 'client')).map((post) => post.id));
  const shared = english.find((post) => client.has(post.id) && !post.disable_comments);
  if (!shared) throw new Error('no post is shared by the English and the Russian flows');
  return shared;
}

/** Posts a comment (or a reply to `parent`) as `role` through the API. */
async function postComment(
  request: APIRequestContext,
  role: DemoRole,
  publication: number,
  text: string,
  parent?: number,
): Promise<Comment> {
  const access = await accessTokenFor(request, role);
  const response = await request.post(api.commentCreate, {
    headers: { authorization: `Bearer ${access}` },
    multipart: {
      publication: String(publication),
      text,
      ...(parent === undefined ? {} : { parent: String(parent) }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Comment;
}

async function deleteCommentAs(request: APIRequestContext, role: DemoRole, pk: number) {
  const access = await accessTokenFor(request, role);
  const response = await request.delete(api.commentDelete(pk), {
    headers: { authorization: `Bearer ${access}` },
  });
  expect([200, 204]).toContain(response.status());
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A comment on the page, found by its (unique) text. */
function commentWith(page: Page, text: string): Locator {
  return page.getByTestId('comment').filter({ hasText: text });
}

/** Opens the publication at a comment (the notice form of a deep link). */
async function openAtComment(page: Page, publication: number, comment: number): Promise<void> {
  await page.goto(`/#/publicate/${publication}?comment_target_id=${comment}`);
}

async function newSignedInPage(browser: Browser, role: DemoRole): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

/** A valid 16×16 PNG (the server checks images by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABlklEQVR4nA3LQQEAIQgAQSMYwQhGMAIRiMBzn0YwghGIQAQiEMEId/Of1hq9MRqzsRrS0IY1duM0bsMb0chGNV6jtU7vjM7srI50tGOd3Tmd2/FOdLJTndf/MOiDMZiDNZCBDmywB2dwBz6IQQ5q8MYfJn0yJnOyJjLRiU325EzuxCcxyUlN3vzDoi/GYi7WQha6sMVenMVd+CIWuajFW38QujCEKSxBBBVM2MIRruBCCCmU8OQPSleGMpWliKKKKVs5ylVcCSWVUp7+wejGMKaxDDHUMGMbx7iGG2GkUcazP2z6ZmzmZm1koxvb7M3Z3I1vYpOb2rz9h0M/jMM8rIMc9GCHfTiHe/BDHPJQh3f+cOmXcZmXdZGLXuyyL+dyL36JS17q8u4fnO4MZzrLEUcdc7ZznOu4E0465Tz/Q9CDEcxgBRJoYMEOTnADDyLIoIIXf0h6MpKZrEQSTSzZyUlu4kkkmVTy8g9FL0Yxi1VIoYUVuzjFLbyIIosqXv3h0R/jMR/rIQ992GM/zuM+/BGPfNTjPT5PTmgQxhFCiQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const LANGUAGES = [
  {
    role: 'client' as const,
    language: 'ru',
    heading: 'Комментарии',
    newComment: 'Новый комментарий',
    send: 'Отправить',
    uploading: 'Отправка комментария',
    maxFiles: 'Можно прикрепить не больше 5 изображений. Выберите снова.',
    openImage: 'Открыть фото 1',
    reply: 'Ответить',
    replyTo: (name: string) => `Ответ пользователю ${name}`,
    answers: /^\d+ ответ(а|ов)?$/,
    answerTo: 'ответ пользователю',
  },
  {
    role: 'english' as const,
    language: 'en',
    heading: 'Comments',
    newComment: 'New comment',
    send: 'Send',
    uploading: 'Sending the comment',
    maxFiles: 'You can attach at most 5 images. Choose again.',
    openImage: 'Open photo 1',
    reply: 'Reply',
    replyTo: (name: string) => `Reply to ${name}`,
    answers: /^\d+ repl(y|ies)$/,
    answerTo: 'replying to',
  },
];

for (const words of LANGUAGES) {
  test.describe(`comments in ${words.language}`, () => {
    test('posts a comment with an image and a line break; more than 5 images are refused', async ({
      page,
    }) => {
      const post = await postForEveryone(page.request);
      await signInAs(page, words.role, `/#/publicate/${post.id}`);
      await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();

      const box = page.getByRole('textbox', { name: words.newComment });
      const send = page.getByRole('button', { name: words.send });
      await expect(send).toBeDisabled();
      const files = page.getByTestId('comment-images-input').first();
      await files.setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => image(`${n}.png`)));
      await expect(page.getByText(words.maxFiles)).toBeVisible();
      await expect(send).toBeDisabled();

      const first = unique('First line');
      await box.fill(`${first}\nsecond line <b>not bold</b>`);
      await files.setInputFiles([image('photo.png')]);
      await expect(page.getByText(words.maxFiles)).toBeHidden();
      // The server answers a little late: the progress shows and the button waits meanwhile.
      await page.route(`**${api.commentCreate}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await send.click();
      await expect(page.getByRole('progressbar', { name: words.uploading })).toBeVisible();
      await expect(send).toBeDisabled();

      const comment = commentWith(page, first);
      await expect(comment).toBeVisible();
      await expect(comment).toHaveAttribute('data-highlighted', 'true');
      await expect(box).toHaveValue('');
      const text = await comment.locator('p').first().innerText();
      expect(text).toBe(`${first}\nsecond line <b>not bold</b>`);
      await comment.getByRole('button', { name: words.openImage }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').locator('img')).toHaveAttribute('src', /\/media\//);
      await page.keyboard.press('Escape');

      const id = Number((await comment.getAttribute('id'))?.replace('comment-', ''));
      await page.reload();
      await openAtComment(page, post.id, id);
      await expect(commentWith(page, first)).toBeVisible();
    });

    test('replies to a reply with Ctrl+Enter; one reply box at a time', async ({
      page,
      browser,
    }) => {
      const post = await postForEveryone(page.request);
      const top = await postComment(page.request, 'supermoderator', post.id, unique('Top'));
      const answer = unique('Answer');
      const middle = await postComment(page.request, 'moderator', post.id, answer, top.pk);
      const moderatorName = `${middle.jwt_client.first_name} ${middle.jwt_client.last_name}`;
      await signInAs(page, words.role);
      await openAtComment(page, post.id, middle.pk);

      const answered = commentWith(page, answer);
      await expect(answered).toHaveAttribute('data-highlighted', 'true');
      await commentWith(page, top.text_web).getByRole('button', { name: words.reply }).click();
      await answered.getByRole('button', { name: words.reply }).click();
      // Opening the second box closed the first.
      await expect(
        page.getByRole('textbox', { name: /^(Ответ пользователю|Reply to)/ }),
      ).toHaveCount(1);
      const replyBox = page.getByRole('textbox', { name: words.replyTo(moderatorName) });
      const mine = unique('Thanks');
      await replyBox.fill(mine);
      await replyBox.press('Control+Enter');
      await expect(replyBox).toBeHidden();

      const reply = commentWith(page, mine);
      await expect(reply).toBeVisible();
      await expect(reply).toContainText(`${words.answerTo} ${moderatorName}`);
      // It lives under the same top-level comment, after the reply it answers.
      const thread = page
        .locator('li')
        .filter({ has: commentWith(page, top.text_web) })
        .last();
      await expect(thread.getByTestId('comment')).toHaveCount(3);

      // The other user sees the reply under the top-level comment through the answers link.
      const other = await newSignedInPage(browser, 'moderator');
      await other.goto(`/#/publicate/${post.id}?comment_target_id=${top.pk}`);
      const otherThread = other
        .locator('li')
        .filter({ has: commentWith(other, top.text_web) })
        .last();
      await otherThread.getByRole('button', { name: /^\d+ ответ/ }).click();
      await expect(commentWith(other, mine)).toBeVisible();
      await other.context().close();
    });
  });
}

test.describe('comment actions', () => {
  test('likes another’s comment (kept after a reload); one’s own is refused', async ({ page }) => {
    const post = await postFor(page.request, 1);
    const theirs = await postComment(page.request, 'moderator', post.id, unique('Like me'));
    const own = await postComment(page.request, 'client', post.id, unique('Mine'));
    await signInAs(page, 'client');
    await openAtComment(page, post.id, theirs.pk);

    const comment = commentWith(page, theirs.text_web);
    const like = comment.getByRole('button', { name: 'Оценить комментарий' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(comment.getByTestId('comment-like-count')).toHaveText('1');
    await page.reload();
    await expect(commentWith(page, theirs.text_web).getByTestId('comment-like-count')).toHaveText(
      '1',
    );
    await commentWith(page, theirs.text_web)
      .getByRole('button', { name: 'Оценить комментарий' })
      .click();
    await expect(commentWith(page, theirs.text_web).getByTestId('comment-like-count')).toHaveText(
      '0',
    );

    await openAtComment(page, post.id, own.pk);
    const mine = commentWith(page, own.text_web);
    await mine.getByRole('button', { name: 'Оценить комментарий' }).click();
    await expect(
      page.getByText('Это ваш комментарий: отметить его «нравится» нельзя.'),
    ).toBeVisible();
    await expect(mine.getByTestId('comment-like-count')).toHaveText('0');
  });

  test('deletes own comments; one with replies stays as a placeholder', async ({ page }) => {
    const post = await postFor(page.request, 2);
    const lonely = await postComment(page.request, 'client', post.id, unique('Alone'));
    const answered = await postComment(page.request, 'client', post.id, unique('Answered'));
    await postComment(page.request, 'moderator', post.id, unique('Reply'), answered.pk);
    await signInAs(page, 'client');

    await openAtComment(page, post.id, lonely.pk);
    await commentWith(page, lonely.text_web)
      .getByRole('button', { name: 'Другие действия' })
      .click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удалить комментарий?' });
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(dialog).toBeHidden();
    await expect(commentWith(page, lonely.text_web)).toHaveCount(0);

    await openAtComment(page, post.id, answered.pk);
    await commentWith(page, answered.text_web)
      .getByRole('button', { name: 'Другие действия' })
      .click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(commentWith(page, answered.text_web)).toHaveCount(0);
    const placeholder = page
      .locator(`#comment-${answered.pk}`)
      .getByText('Комментарий удалён пользователем');
    await expect(placeholder).toBeVisible();
    await expect(page.locator(`#comment-${answered.pk}`).getByRole('button')).toHaveCount(0);
  });

  test('a client reports through the two-screen modal; the moderator sees the mark and deletes it', async ({
    page,
    browser,
  }) => {
    // Three users sign in one after another: 25–34 s on two busy cores.
    test.slow();
    const post = await postFor(page.request, 3);
    const spam = await postComment(page.request, 'supermoderator', post.id, unique('Spam'));
    await signInAs(page, 'client');
    await openAtComment(page, post.id, spam.pk);
    await commentWith(page, spam.text_web).getByRole('button', { name: 'Другие действия' }).click();
    await page.getByRole('menuitem', { name: 'Пожаловаться' }).click();
    const ask = page.getByRole('dialog', { name: 'Пожаловаться на комментарий?' });
    await expect(ask.getByRole('button', { name: 'Нет' })).toBeVisible();
    await ask.getByRole('button', { name: 'Да' }).click();
    const done = page.getByRole('dialog', { name: 'Спасибо! Жалоба отправлена' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Закрыть' }).click();
    await expect(done).toBeHidden();
    // Clients never see reports.
    await expect(
      commentWith(page, spam.text_web).getByRole('img', { name: 'На комментарий пожаловались' }),
    ).toHaveCount(0);

    const staff = await newSignedInPage(browser, 'staff');
    await openAtComment(staff, post.id, spam.pk);
    // Staff neither report nor delete others' comments: no menu at all.
    await expect(commentWith(staff, spam.text_web)).toBeVisible();
    await expect(
      commentWith(staff, spam.text_web).getByRole('button', { name: 'Другие действия' }),
    ).toHaveCount(0);
    await staff.context().close();

    const moderator = await newSignedInPage(browser, 'moderator');
    await openAtComment(moderator, post.id, spam.pk);
    const marked = commentWith(moderator, spam.text_web);
    await expect(marked.getByRole('img', { name: 'На комментарий пожаловались' })).toBeVisible();
    await marked.getByRole('button', { name: 'Другие действия' }).click();
    await moderator.getByRole('menuitem', { name: 'Удалить' }).click();
    await moderator.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect(commentWith(moderator, spam.text_web)).toHaveCount(0);
    await moderator.context().close();
  });

  test('a super moderator pins and unpins a top-level comment, never a reply', async ({ page }) => {
    const post = await postFor(page.request, 4);
    const top = await postComment(page.request, 'client', post.id, unique('Pin me'));
    const reply = await postComment(page.request, 'client', post.id, unique('Not me'), top.pk);
    await signInAs(page, 'supermoderator');
    await openAtComment(page, post.id, reply.pk);

    await commentWith(page, reply.text_web)
      .getByRole('button', { name: 'Другие действия' })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Удалить' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Закрепить' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await commentWith(page, top.text_web).getByRole('button', { name: 'Другие действия' }).click();
    await page.getByRole('menuitem', { name: 'Закрепить' }).click();
    const pinned = page.getByRole('list', { name: 'Закреплённые комментарии' });
    await expect(commentWith(page, top.text_web)).toContainText('Закреплён');
    await expect(pinned.getByTestId('comment').filter({ hasText: top.text_web })).toBeVisible();

    await commentWith(page, top.text_web).getByRole('button', { name: 'Другие действия' }).click();
    await page.getByRole('menuitem', { name: 'Открепить' }).click();
    await expect(pinned.getByTestId('comment').filter({ hasText: top.text_web })).toHaveCount(0);
    await expect(commentWith(page, top.text_web)).not.toContainText('Закреплён');
  });

  test('share copies the comment’s link, which opens it highlighted', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const post = await postFor(page.request, 5);
    const top = await postComment(page.request, 'moderator', post.id, unique('Share'));
    const reply = await postComment(page.request, 'moderator', post.id, unique('Deep'), top.pk);
    await signInAs(page, 'client');
    await openAtComment(page, post.id, reply.pk);

    await commentWith(page, reply.text_web)
      .getByRole('button', { name: 'Скопировать ссылку на комментарий' })
      .click();
    const copied = page.getByText('Ссылка скопирована');
    await expect(copied).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`#/topic/${post.id}\\?cId=${top.pk}&chId=${reply.pk}&p=\\d+$`));
    await expect(copied).toBeHidden({ timeout: 5000 });

    await page.goto('/#/');
    await page.goto(link);
    await expect(commentWith(page, reply.text_web)).toHaveAttribute('data-highlighted', 'true');
    await expect(commentWith(page, reply.text_web)).toBeInViewport();
    // The highlight goes after 2 s.
    await expect(commentWith(page, reply.text_web)).not.toHaveAttribute(
      'data-highlighted',
      'true',
      {
        timeout: 4000,
      },
    );
  });

  test('a link to a comment that no longer exists says so', async ({ page }) => {
    const post = await postFor(page.request, 6);
    const gone = await postComment(page.request, 'client', post.id, unique('Gone'));
    await deleteCommentAs(page.request, 'client', gone.pk);
    await signInAs(page, 'client', `/#/topic/${post.id}?cId=${gone.pk}&p=1`);
    await expect(page.getByText('Этого комментария больше нет.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/topic/${post.id}`));
  });
});

test.describe('comment list', () => {
  test('a long discussion pages by 20 with first/last arrows; the sort is remembered', async ({
    page,
  }) => {
    await signInAs(page, 'client', '/#/community/');
    await page.getByRole('link', { name: 'Знакомимся! Расскажите о себе' }).click();
    const pages = page.getByRole('navigation', { name: 'Страницы комментариев' });
    await expect(pages.getByRole('button', { name: 'Последняя страница' })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Первая страница' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Комментарии к публикации' });
    await expect(list.getByTestId('comment')).toHaveCount(20);
    const firstOnPage1 = await list.getByTestId('comment').first().innerText();

    await pages.getByRole('button', { name: 'Страница 2' }).click();
    await expect(pages.getByRole('button', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(list.getByTestId('comment').first()).not.toHaveText(firstOnPage1);

    const sort = page.getByRole('combobox', { name: 'Сортировка' });
    await sort.selectOption({ label: 'Сначала новые' });
    await expect(pages.getByRole('button', { name: 'Страница 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('-created_at');
    expect(await page.evaluate(() => localStorage.getItem('sortComments'))).toBe('-created_at');
  });

  test('comments turned off: no input, no reply links, a calm notice instead', async ({ page }) => {
    // The seeded photo-report topic is closed for new comments and keeps its thread.
    const access = await accessTokenFor(page.request, 'client');
    const topics = await page.request.get(withQuery(api.topicList, { page: 1 }), {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(topics.ok()).toBe(true);
    const closed = ((await topics.json()) as TopicListResponse).results.find(
      (topic) => topic.title === 'Фото-отчёты: первая неделя',
    );
    if (!closed) throw new Error("the closed topic is not in the client's topic list");
    const refused = await page.request.post(api.commentCreate, {
      headers: { authorization: `Bearer ${access}` },
      multipart: { publication: String(closed.id), text: unique('Closed') },
    });
    expect(refused.status()).toBe(403);
    await signInAs(page, 'client', `/#/topic/${closed.id}`);
    await expect(page.getByText('Комментарии к этой публикации отключены.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('comment').first()).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ответить' })).toHaveCount(0);
  });

  test('a green-flow user sees no comments and no input', async ({ page }) => {
    const [post] = await feedOf(page.request, 'green');
    if (!post) throw new Error('the green client has no feed post');
    await signInAs(page, 'green', `/#/publicate/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Комментарии' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('every comment control is a 44 × 44 px touch target', async ({ page }) => {
    const post = await postFor(page.request, 7);
    const top = await postComment(page.request, 'moderator', post.id, unique('Phone'));
    await postComment(page.request, 'supermoderator', post.id, unique('Reply'), top.pk);
    await signInAs(page, 'client', `/#/publicate/${post.id}`);

    const comment = commentWith(page, top.text_web);
    const thread = page.locator('li').filter({ has: comment }).last();
    const newComment = page.getByRole('form', { name: 'Новый комментарий' });
    const targets = [
      comment.getByRole('button', { name: 'Оценить комментарий' }),
      comment.getByRole('button', { name: 'Ответить' }),
      comment.getByRole('button', { name: 'Скопировать ссылку на комментарий' }),
      comment.getByRole('button', { name: 'Другие действия' }),
      thread.getByRole('button', { name: '1 ответ' }),
      newComment.getByRole('button', { name: /^Прикрепить изображения/ }),
      newComment.getByRole('button', { name: 'Отправить' }),
    ];
    await comment.getByRole('button', { name: 'Ответить' }).click();
    const replyForm = page.getByRole('form', { name: /^Ответ пользователю/ });
    targets.push(
      replyForm.getByRole('button', { name: /^Прикрепить изображения/ }),
      replyForm.getByRole('button', { name: 'Отправить' }),
    );
    for (const target of targets) {
      await expect(target).toBeVisible();
      const box = await target.boundingBox();
      expect(box?.width, String(target)).toBeGreaterThanOrEqual(44);
      expect(box?.height, String(target)).toBeGreaterThanOrEqual(44);
    }
  });
});
