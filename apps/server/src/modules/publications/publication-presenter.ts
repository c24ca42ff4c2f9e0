import type { LastComment, Publication, PublicationItem } from '@app/contract';
import type { PublicationItem as ItemRow } from '../../db/schema.ts';
import { computeIView } from './i-view.ts';
import type {
  LastCommentRow,
  PublicationDetails,
  PublicationRow,
} from './publication-details-repo.ts';

/** Picks the title in the viewer's language. */
export function localTitle(language: 'ru' | 'en', row: { title: string; titleEn: string }): string {
  return language === 'en' && row.titleEn !== '' ? row.titleEn : row.title;
}

/** A last-comment row in the API's shape. */
export function presentLastComment(row: LastCommentRow | undefined): LastComment | null {
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields of a block that the reader and the editor both answer (empty strings for nulls). */
export function presentItemContent(
  item: ItemRow,
): Omit<PublicationItem, 'pk' | 'video_domain' | 'video_domain_2' | 'is_view'> {
  return {
    id: item.id,
    sort: item.sort,
    item_type: item.itemType,
    text: item.text ?? '',
    image: item.image ?? '',
    video_url: item.videoUrl ?? '',
    video_url_2: item.videoUrl2 ?? '',
    audio_url: item.audioUrl ?? '',
    doc: item.doc ?? '',
    doc_name: item.docName ?? '',
  };
}

function presentItem(item: ItemRow, viewed: boolean): PublicationItem {
  return {
    ...presentItemContent(item),
    pk: item.id,
    video_domain: item.videoDomain ?? '',
    video_domain_2: item.videoDomain2 ?? '',
    is_view: viewed,
  };
}

/** One publication in the API's shape for a reader of `language`. */
export function presentPublication(
  row: PublicationRow,
  details: PublicationDetails,
  language: 'ru' | 'en',
): Publication {
  const items = details.items.filter((item) => item.publicationId === row.id);
  const isViewed = (item: ItemRow) => details.viewedItemIds.has(item.id);
  const videos = items.filter((item) => item.itemType === 'video_url');
  return {
    id: row.id,
    title: row.title,
    preview_text: row.previewText,
    preview_image: row.previewImage ?? '',
    pub_start_date: row.pubStartDate?.toISOString() ?? null,
    feed_tags: details.tags
      .filter((tag) => tag.publicationId === row.id)
      .map((tag) => ({ slug: tag.slug, title: localTitle(language, tag) })),
    feed_group: row.group && {
      slug: row.group.slug,
      title: localTitle(language, row.group),
      color: row.group.color,
    },
    fix: row.fix,
    files: items
      .filter((item) => item.itemType === 'doc')
      .map((item) => ({ pk: item.id, doc_url: item.doc ?? '', name: item.docName ?? '' })),
    audios: items
      .filter((item) => item.itemType === 'audio_url')
      .map((item) => ({ pk: item.id, audio_url: item.audioUrl ?? '' })),
    videos: videos.map((item) => ({
      pk: item.id,
      video_thumbnail: item.videoThumbnail ?? '',
      is_view: isViewed(item),
      video_url: item.videoUrl ?? '',
      video_url_2: item.videoUrl2 ?? '',
      video_domain: item.videoDomain ?? '',
      video_domain_2: item.videoDomain2 ?? '',
      video_name: item.videoName ?? '',
      video_duration: item.videoDuration ?? '',
    })),
    publication_items: items.map((item) => presentItem(item, isViewed(item))),
    i_view: computeIView(videos.map(isViewed), details.viewedPublicationIds.has(row.id)),
    i_liked: details.likedIds.has(row.id),
    like_count: details.likeCounts.get(row.id) ?? 0,
    comments_count: details.commentCounts.get(row.id) ?? 0,
    favorite: details.favoriteIds.has(row.id),
    is_show_view_button: row.isShowViewButton,
    disable_comments: row.disableComments,
    last_comment: presentLastComment(details.lastComments.get(row.id)),
    section: row.section === 'topic' ? 'topic' : 'feed',
    wiki_page: row.wikiPage && { pk: row.wikiPage.pk, title: localTitle(language, row.wikiPage) },
    status: row.state,
  };
}
