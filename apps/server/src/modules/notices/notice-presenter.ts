import type { Notice, NoticeNewPublication } from '@app/contract';
import type { NoticeRow } from './notices-repo.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A notice in the API's shape (spec 01 §3 "Notice"); see NoticeSchema for what each carries. */
export function presentNotice(row: NoticeRow): Notice {
  const publicationExists = row.publication_id !== null;
  const aboutPublication = row.notice_type === 'np' || row.notice_type === 'nudge';
  return {
    id: row.id,
    notice_type: row.notice_type,
    read: row.read,
    created_at: iso(row.created_at),
    sender_jwt_client: aboutPublication ? null : row.sender,
    sender_comment: row.notice_type === 'rtc' ? row.sender_comment : null,
    receiver_comment: aboutPublication ? null : row.receiver_comment,
    publication:
      row.publication_id === null
        ? null
        : { pk: row.publication_id, section: row.section_slug === 'topic' ? 'topic' : 'feed' },
    new_publication: aboutPublication && publicationExists ? newPublication(row) : null,
  };
}

function newPublication(row: NoticeRow): NoticeNewPublication {
  return {
    id: row.publication_id ?? 0,
    title: row.title ?? '',
    color: row.group_color ?? '',
    preview_text: row.preview_text ?? '',
    img: row.preview_image ?? '',
    videos: (row.video_thumbnails ?? []).map((thumbnail) => ({ img_url: thumbnail ?? '' })),
    pub_start_date: row.pub_start_date === null ? null : iso(row.pub_start_date),
  };
}
