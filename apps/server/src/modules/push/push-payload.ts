import { noticeTarget, type LANGUAGES, type Notice, type PushPayload } from '@app/contract';

type Language = (typeof LANGUAGES)[number];

/** Characters of a comment or a title a push message shows before the ellipsis. */
const TEXT_LENGTH = 120;

const TEXTS = {
  ru: {
    np: 'Новая публикация',
    nudge: 'Напоминание: вы ещё не посмотрели эту публикацию',
    rtc: 'ответил(а) на ваш комментарий',
    cl: 'оценил(а) ваш комментарий',
    someone: 'Участник',
    commentGone: 'Комментарий удалён',
  },
  en: {
    np: 'New publication',
    nudge: 'Reminder: you have not viewed this publication yet',
    rtc: 'replied to your comment',
    cl: 'liked your comment',
    someone: 'A member',
    commentGone: 'Comment deleted',
  },
} as const;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(flat);
  return characters.length <= TEXT_LENGTH
    ? flat
    : `${characters.slice(0, TEXT_LENGTH).join('').trimEnd()}…`;
}

/**
 * A notice as a push message in the receiver's language: the same words and deep link as the
 * notices popup (noticeTarget). Null when the notice leads nowhere any more (its publication is
 * gone): nothing is sent.
 */
export function pushPayloadOf(notice: Notice, language: Language): PushPayload | null {
  const target = noticeTarget(notice);
  if (!target) return null;
  const texts = TEXTS[language];
  const url = `#${target.path}`;
  const tag = `notice-${notice.id}`;
  if (notice.notice_type === 'np' || notice.notice_type === 'nudge') {
    const title = notice.new_publication?.title ?? '';
    return { title: texts[notice.notice_type], body: shortened(title), url, tag };
  }
  const sender = notice.sender_jwt_client;
  const name = sender ? `${sender.first_name} ${sender.last_name}`.trim() : '';
  const comment = notice.notice_type === 'rtc' ? notice.sender_comment : notice.receiver_comment;
  const body = comment && !comment.abstract_removed ? shortened(comment.text) : texts.commentGone;
  return {
    title: `${name || texts.someone} ${texts[notice.notice_type]}`,
    body,
    url,
    tag,
  };
}
