import type { Notice } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import { Avatar } from '../../../shared/ui/avatar.tsx';
import { noticeTarget, type NoticeTarget } from '@app/contract';
import { noticePreview } from '../lib/notice-text.ts';
import { NewPublicationCard } from './new-publication-card.tsx';
import { EyeOffIcon, SparkIcon } from './notice-icons.tsx';
import styles from './notices.module.css';

export interface NoticeItemProps {
  notice: Notice;
  hidden: boolean;
  onHide: () => void;
  onRestore: () => void;
  /** The notice was clicked: the popup closes while the app opens `target`. */
  onOpen: (target: NoticeTarget) => void;
}

/** One notice of the popup, or its restore message while it is hidden. */
export function NoticeItem({ notice, hidden, onHide, onRestore, onOpen }: NoticeItemProps) {
  const { t } = useTranslation();
  if (hidden) {
    return (
      <li className={styles.entry}>
        <div className={styles.restoreRow} role="status">
          <span>{t('notices.hidden')}</span>
          <button type="button" className={styles.restore} onClick={onRestore} autoFocus>
            {t('notices.restore')}
          </button>
        </div>
      </li>
    );
  }
  const target = noticeTarget(notice);
  const body = <NoticeBody notice={notice} />;
  return (
    <li className={styles.entry}>
      <article className={styles.notice} data-unread={notice.read ? undefined : 'true'}>
        {target ? (
          <Link to={target.path} className={styles.link} onClick={() => onOpen(target)}>
            {body}
          </Link>
        ) : (
          <div className={styles.link}>{body}</div>
        )}
        <button
          type="button"
          className={styles.hide}
          aria-label={t('notices.hide')}
          title={t('notices.hide')}
          onClick={onHide}
        >
          <EyeOffIcon size={18} />
        </button>
      </article>
    </li>
  );
}

function NoticeBody({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'ru';
  const date = (
    <time className={styles.date} dateTime={notice.created_at}>
      {formatMoscowDate(notice.created_at, language, 'dateTime')}
    </time>
  );
  const unread = !notice.read && <span className="visually-hidden">{t('notices.unread')}</span>;

  if (notice.notice_type === 'np' || notice.notice_type === 'nudge') {
    const color = notice.new_publication?.color || 'var(--color-primary)';
    return (
      <>
        <span className={styles.npIcon} style={{ '--group-color': color } as CSSProperties}>
          <SparkIcon size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.line}>
            {unread}
            <strong>
              {t(notice.notice_type === 'np' ? 'notices.newPublication' : 'notices.reminder')}
            </strong>
          </span>
          {date}
          {notice.new_publication && <NewPublicationCard publication={notice.new_publication} />}
        </span>
      </>
    );
  }

  const sender = notice.sender_jwt_client;
  const name = sender ? `${sender.first_name} ${sender.last_name}`.trim() : '';
  const answered = notice.receiver_comment;
  const comment = answered?.abstract_removed
    ? t('notices.commentRemovedByAuthor')
    : answered && noticePreview(answered.text);
  const action =
    notice.notice_type === 'rtc'
      ? comment
        ? t('notices.repliedTo', { comment })
        : t('notices.replied')
      : comment
        ? t('notices.likedIt', { comment })
        : t('notices.liked');
  const reply = notice.notice_type === 'rtc' ? notice.sender_comment : null;
  return (
    <>
      <Avatar src={sender?.avatar_url ?? ''} alt="" size={40} />
      <span className={styles.text}>
        <span className={styles.line}>
          {unread}
          <strong>{name || t('notices.someone')}</strong> {action}
        </span>
        {notice.notice_type === 'rtc' && (
          <span className={styles.reply}>
            {reply && !reply.abstract_removed
              ? noticePreview(reply.text)
              : t(reply ? 'notices.commentRemovedByAuthor' : 'notices.commentDeleted')}
          </span>
        )}
        {date}
      </span>
    </>
  );
}
