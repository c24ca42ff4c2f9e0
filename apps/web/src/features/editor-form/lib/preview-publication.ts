import type {
  EditorParamsResponse,
  Publication,
  PublicationItem,
  PublicationVideo,
} from '@app/contract';
import { isEmptyHtml, type EditorBlock } from './blocks.ts';
import type { EditorFormValues } from './form-values.ts';

/** The badge colour of a group in the preview (the editor's options carry no colours). */
const PREVIEW_GROUP_COLOR = 'var(--color-primary)';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A block as a reader's publication item (files not yet uploaded are shown from memory). */
function previewItem(block: EditorBlock, index: number): PublicationItem {
  const id = index + 1;
  return {
    id,
    pk: id,
    sort: index,
    item_type: block.item_type,
    text: block.text,
    image: block.image?.base64 ?? block.imageUrl,
    video_url: block.video_url,
    video_url_2: block.video_url_2,
    video_domain: block.video_url ? hostOf(block.video_url) : '',
    video_domain_2: block.video_url_2 ? hostOf(block.video_url_2) : '',
    audio_url: block.audio_url,
    doc: block.doc?.base64 ?? block.docUrl,
    doc_name: block.doc?.name ?? block.docName,
    is_view: false,
  };
}

function previewVideo(item: PublicationItem): PublicationVideo {
  return {
    pk: item.id,
    video_thumbnail: '',
    is_view: false,
    video_url: item.video_url,
    video_url_2: item.video_url_2,
    video_domain: item.video_domain,
    video_domain_2: item.video_domain_2,
    video_name: '',
    video_duration: '',
  };
}

/** Whether a block shows anything to a reader (empty text blocks are dropped on save). */
function hasContent(block: EditorBlock): boolean {
  switch (block.item_type) {
    case 'text':
      return !isEmptyHtml(block.text);
    case 'image':
      return !!(block.image || block.imageUrl);
    case 'video_url':
      return !!(block.video_url || block.video_url_2);
    case 'audio_url':
      return !!block.audio_url;
    case 'doc':
      return !!(block.doc || block.docUrl);
  }
}

/**
 * The form as a reader's publication, as if it went out now: what the preview renders with the
 * reader's own components. Nothing is sent anywhere; unsaved files are shown from memory and
 * video links as typed (the server turns them into player links on save).
 */
export function previewPublication(
  id: number | null,
  values: EditorFormValues,
  params: EditorParamsResponse,
  now: Date = new Date(),
): Publication {
  const items = values.blocks.filter(hasContent).map(previewItem);
  const group = params.feed_group.find((option) => option.pk === values.feed_group);
  const wiki = params.wiki_page.find((option) => option.pk === values.wiki_page);
  const previewImage = values.previewImage;
  return {
    id: id ?? 0,
    title: values.title.trim(),
    preview_text: values.preview_text,
    preview_image:
      previewImage.kind === 'new'
        ? previewImage.upload.base64
        : previewImage.kind === 'stored'
          ? previewImage.url
          : '',
    pub_start_date: now.toISOString(),
    feed_tags: params.feed_tag
      .filter((option) => values.feed_tags.includes(option.pk))
      .map((option) => ({ slug: String(option.pk), title: option.title })),
    feed_group: group
      ? { slug: String(group.pk), title: group.title, color: PREVIEW_GROUP_COLOR }
      : null,
    fix: false,
    files: items
      .filter((item) => item.item_type === 'doc' && item.doc)
      .map((item) => ({ pk: item.id, doc_url: item.doc, name: item.doc_name })),
    audios: items
      .filter((item) => item.item_type === 'audio_url')
      .map((item) => ({ pk: item.id, audio_url: item.audio_url })),
    videos: items.filter((item) => item.item_type === 'video_url').map(previewVideo),
    publication_items: items,
    i_view: 0,
    i_liked: false,
    like_count: 0,
    comments_count: 0,
    favorite: false,
    is_show_view_button: false,
    disable_comments: values.disable_comments,
    last_comment: null,
    section: 'feed',
    wiki_page: wiki ? { pk: wiki.pk, title: wiki.title } : null,
    status: 'published',
  };
}
