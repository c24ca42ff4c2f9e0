import { describe, expect, it } from 'vitest';
import {
  FALLBACK_TITLE,
  notificationFromPush,
  notificationImages,
  readPushPayload,
} from './push-notification.ts';

const images = notificationImages('https://app.example/');
const payload = {
  title: 'Новый ответ на ваш комментарий',
  body: 'Анна: Спасибо, помогло!',
  url: '#/publicate/12?comment_target_id=5',
  tag: 'notice-41',
};

describe('notificationFromPush', () => {
  it('shows the title and body, keeps the deep link, replaces by tag', () => {
    expect(notificationFromPush(payload, images)).toEqual({
      title: 'Новый ответ на ваш комментарий',
      options: {
        body: 'Анна: Спасибо, помогло!',
        tag: 'notice-41',
        data: { url: '#/publicate/12?comment_target_id=5' },
        icon: 'https://app.example/icons/icon-192.png',
        badge: 'https://app.example/icons/badge-96.png',
      },
    });
  });

  it('sets no tag when the payload has none', () => {
    expect(notificationFromPush({ ...payload, tag: '' }, images).options).not.toHaveProperty('tag');
  });

  it.each([
    ['nothing', null],
    ['text', 'hello'],
    ['a payload without a title', { ...payload, title: '' }],
    ['a payload with a number', { ...payload, body: 5 }],
    ['a payload missing its url', { title: 'x', body: 'y', tag: 'z' }],
  ])('still shows a notice opening the app for %s', (_name, data) => {
    expect(notificationFromPush(data, images)).toEqual({
      title: FALLBACK_TITLE,
      options: { ...images, data: { url: '#/' } },
    });
  });
});

describe('readPushPayload', () => {
  it('keeps the four fields and nothing else', () => {
    expect(readPushPayload({ ...payload, extra: true })).toEqual(payload);
  });
});

describe('notificationImages', () => {
  it('resolves the images inside the scope of a worker served from a sub-folder', () => {
    expect(notificationImages('https://site.example/app/').icon).toBe(
      'https://site.example/app/icons/icon-192.png',
    );
  });
});
