import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, type DemoRole, type NoticeSettingsUpdateBody } from '@app/contract';
import { accessTokenFor, signInAs } from '../support/auth.ts';

const ALL_ON: NoticeSettingsUpdateBody = {
  notification_reply_to_comment: true,
  notification_comment_like: true,
  notification_wiki: true,
  notification_video: true,
  notification_article: true,
  notification_training: true,
  notification_tasks: true,
  notification_announcement: true,
  notification_webinar: true,
};
const RPP_ON = {
  rpp_notification_video: true,
  rpp_notification_article: true,
  rpp_notification_training: true,
  rpp_notification_tasks: true,
  rpp_notification_announcement: true,
  rpp_notification_webinar: true,
};

/** Puts every notice of `role` back on, so the demo user leaves this test as it came. */
async function resetSettings(request: APIRequestContext, role: DemoRole, paid: boolean) {
  const token = await accessTokenFor(request, role);
  const response = await request.put(api.noticeSettingsUpdate, {
    headers: { authorization: `Bearer ${token}` },
    data: paid ? { ...ALL_ON, ...RPP_ON } : ALL_ON,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openSettings(page: Page, bell: string, settings: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: bell }).click();
  await page.getByRole('dialog', { name: bell }).getByRole('button', { name: settings }).click();
  await expect(page.getByRole('dialog', { name: settings })).toBeVisible();
  // The dialog is named by its step's title, which changes from step to step.
  return page.getByRole('dialog');
}

const title = (dialog: Locator) => dialog.getByRole('heading', { level: 2 });
const toggle = (dialog: Locator, name: string) => dialog.getByRole('switch', { name, exact: true });
const row = (dialog: Locator, name: string | RegExp) => dialog.getByRole('button', { name });

test.describe('notification settings (ru, paid user)', () => {
  test.afterEach(async ({ request }) => resetSettings(request, 'paid', true));

  test('walks steps 0–4 with the back rules, forgets edits when leaving step 1, saves', async ({
    page,
  }) => {
    await signInAs(page, 'paid');
    const dialog = await openSettings(page, 'Уведомления', 'Настройки уведомлений');
    await expect(title(dialog)).toHaveText('Настройки уведомлений');
    await expect(row(dialog, /Физическая психология/)).toBeVisible();

    await row(dialog, /Публикации и комментарии/).click();
    await expect(title(dialog)).toHaveText('Публикации и комментарии');
    await toggle(dialog, 'Новые статьи базы знаний').click();
    await expect(toggle(dialog, 'Новые статьи базы знаний')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await row(dialog, /Уведомления ленты/).click();
    await expect(title(dialog)).toHaveText('Уведомления ленты');
    await toggle(dialog, 'Вебинары').click();
    await row(dialog, /По типам публикаций/).click();
    await expect(title(dialog)).toHaveText('Физическая психология: типы');
    await toggle(dialog, 'Задания').click();
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(title(dialog)).toHaveText('Уведомления ленты');
    await row(dialog, /Все уведомления канала/).click();
    await expect(title(dialog)).toHaveText('Физическая психология');
    // One type is off: the channel's all-on toggle is off.
    await expect(toggle(dialog, 'Все публикации «Физической психологии»')).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(title(dialog)).toHaveText('Уведомления ленты');
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(title(dialog)).toHaveText('Публикации и комментарии');
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect(title(dialog)).toHaveText('Настройки уведомлений');

    // Leaving step 1 restored the saved values.
    await row(dialog, /Публикации и комментарии/).click();
    await expect(toggle(dialog, 'Новые статьи базы знаний')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await row(dialog, /Уведомления ленты/).click();
    await expect(toggle(dialog, 'Вебинары')).toHaveAttribute('aria-checked', 'true');

    // Edit again and save: back to the main menu with the new values.
    await toggle(dialog, 'Вебинары').click();
    await row(dialog, /По типам публикаций/).click();
    await toggle(dialog, 'Задания').click();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith(api.noticeSettingsUpdate),
    );
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    expect((await saved).status()).toBe(200);
    await expect(title(dialog)).toHaveText('Настройки уведомлений');
    await expect(page.getByText('Настройки уведомлений сохранены')).toBeVisible();
    await expect(row(dialog, /Уведомления ленты/)).toContainText('Включено 5 из 6');

    await page.reload();
    const again = await openSettings(page, 'Уведомления', 'Настройки уведомлений');
    await row(again, /Уведомления ленты/).click();
    await expect(toggle(again, 'Вебинары')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle(again, 'Видео')).toHaveAttribute('aria-checked', 'true');
    await row(again, /По типам публикаций/).click();
    await expect(toggle(again, 'Задания')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle(again, 'Вебинары')).toHaveAttribute('aria-checked', 'true');
  });
});

test.describe('notification settings (en, user without the paid channel)', () => {
  test.afterEach(async ({ request }) => resetSettings(request, 'english', false));

  test('shows no Physical Psychology steps; the all-on toggle turns the feed off', async ({
    page,
  }) => {
    await signInAs(page, 'english');
    const dialog = await openSettings(page, 'Notifications', 'Notification settings');
    await expect(title(dialog)).toHaveText('Notification settings');
    await expect(row(dialog, /Physical Psychology/)).toHaveCount(0);
    await row(dialog, /Feed notifications/).click();
    await expect(title(dialog)).toHaveText('Feed notifications');
    await expect(dialog.getByText('Physical Psychology')).toHaveCount(0);
    await expect(row(dialog, /By publication type/)).toHaveCount(0);

    await toggle(dialog, 'All feed publications').click();
    for (const type of ['Videos', 'Articles', 'Workouts', 'Tasks', 'Announcements', 'Webinars']) {
      await expect(toggle(dialog, type)).toHaveAttribute('aria-checked', 'false');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(title(dialog)).toHaveText('Notification settings');
    await expect(row(dialog, /Feed notifications/)).toContainText('All off');

    await page.reload();
    const again = await openSettings(page, 'Notifications', 'Notification settings');
    await row(again, /Feed notifications/).click();
    await expect(toggle(again, 'All feed publications')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle(again, 'Webinars')).toHaveAttribute('aria-checked', 'false');
    await again.getByRole('button', { name: 'Back' }).click();
    await expect(title(again)).toHaveText('Publications and comments');
    await expect(toggle(again, 'Replies to my comments')).toHaveAttribute('aria-checked', 'true');
  });
});
