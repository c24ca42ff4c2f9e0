import { describe, expect, it } from 'vitest';
import type { PublicationItem } from '@app/contract';
import { buildPublication, buildVideo } from '../../../test-support/publication-fixture.ts';
import { itemBlocks } from './item-blocks.ts';

function item(id: number, item_type: PublicationItem['item_type']): PublicationItem {
  return {
    id,
    pk: id,
    sort: id,
    item_type,
    text: item_type === 'text' ? '<p>t</p>' : '',
    image: '',
    video_url: '',
    video_url_2: '',
    video_domain: '',
    video_domain_2: '',
    audio_url: '',
    doc: '',
    doc_name: '',
    is_view: false,
  };
}

describe('itemBlocks', () => {
  it('gathers consecutive videos and keeps every other item in order', () => {
    const publication = buildPublication({
      videos: [buildVideo(2), buildVideo(3), buildVideo(5)],
      publication_items: [
        item(1, 'text'),
        item(2, 'video_url'),
        item(3, 'video_url'),
        item(4, 'text'),
        item(5, 'video_url'),
      ],
    });
    expect(
      itemBlocks(publication).map((block) =>
        block.kind === 'item' ? block.item.id : block.videos.map((video) => video.pk),
      ),
    ).toEqual([1, [2, 3], 4, [5]]);
  });
});
